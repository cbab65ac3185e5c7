/**
 * outbox-retry: re-sends stored contact messages whose e-mail has not gone out, with the
 * contact function's own delivery code (outbox.ts: claim, lease, exactly once) and the same
 * secrets (MAIL_FROM, CONTACT_TO, RESEND_API_KEY, DB_POOLER_URL). Supabase Cron calls it every
 * five minutes through pg_net (migration 20261124100000_outbox_retry_schedule.sql), so no
 * message waits for the next visitor, and no outside host needs the database password.
 *
 * Not public: `verify_jwt = false` (supabase/config.toml; the cron job has no user token), and
 * instead every request must carry the header `x-outbox-retry-secret` equal to the function
 * secret OUTBOX_RETRY_SECRET. The cron job reads the same value from Supabase Vault
 * (`outbox_retry_secret`), so it is written in no migration and no file of the repository.
 *
 * It also re-sends the newsletter's confirmation e-mails that did not go out (retryConfirmations).
 *
 * Answers (JSON): 200 { ok, claimed, sent, failed, deadLetters, statuses, confirmations } (with a `warning`
 * while dead letters, `statuses.failed`, are stored; logged as `outbox_retry.dead_letters`), 401 wrong or missing secret,
 * 405 not POST, 503 not configured (no OUTBOX_RETRY_SECRET, or production mail not configured:
 * the run refuses to start rather than mail from or to a placeholder address), 500 database
 * trouble. pg_net keeps each answer in net._http_response, where the deployer can read it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { ContextProvider, FunctionContext } from './context.ts';
import { type Env, runtimeEnv } from './env.ts';
import type { Handler } from './http.ts';
import { sha256Hex } from './http.ts';
import { consoleLogger, errorText } from './log.ts';
import { retryConfirmations } from './newsletter.ts';
import { outboxStatus, retryPending } from './outbox.ts';
import { pruneRateLimits } from './ratelimit.ts';

export const RETRY_SECRET_HEADER = 'x-outbox-retry-secret';
/** At least this long: `openssl rand -hex 32` gives 64 characters. */
export const MIN_SECRET_LENGTH = 32;
export const DEAD_LETTER_HINT =
  "They are kept with status 'failed' and their last_error; re-queue one as supabase/functions/README.md (\"Retries\") shows.";
/** Messages claimed at a time; each delivery ends within MAIL_TIMEOUT_MS + 5 s. */
const BATCH = 3;

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Compares the digests, so the time taken says nothing about the secret. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  return timingSafeEqual(new TextEncoder().encode(a), new TextEncoder().encode(b));
}

export function createRetryHandler(getContext: ContextProvider, env: Env = runtimeEnv()): Handler {
  return async (req) => {
    if (req.method !== 'POST') return answer(405, { error: 'Use POST.' }, { Allow: 'POST' });
    await req.body?.cancel();
    const expected = env.get('OUTBOX_RETRY_SECRET')?.trim() ?? '';
    if (expected.length < MIN_SECRET_LENGTH) {
      consoleLogger.error('outbox_retry.no_secret');
      return answer(503, {
        error: `OUTBOX_RETRY_SECRET is not set (at least ${MIN_SECRET_LENGTH} characters): the function refuses every call.`,
      });
    }
    if (!(await sameSecret(req.headers.get(RETRY_SECRET_HEADER) ?? '', expected))) {
      return answer(401, { error: `Missing or wrong ${RETRY_SECRET_HEADER} header.` });
    }

    let ctx: FunctionContext;
    try {
      ctx = await getContext();
    } catch (err) {
      consoleLogger.error('outbox_retry.unavailable', { reason: errorText(err) });
      return answer(503, { error: errorText(err) });
    }
    try {
      const report = await retryPending(ctx, {
        max: ctx.config.retryRunMax,
        batch: BATCH,
        deadline: Date.now() + ctx.config.retryRunMs,
      });
      await pruneRateLimits(ctx.db);
      // Newsletter confirmation e-mails that failed, while their link is valid (newsletter.ts).
      const confirmations = await retryConfirmations(ctx, { max: ctx.config.retryRunMax });
      const statuses = await outboxStatus(ctx.db);
      // Dead letters are stored messages no retry will send: said on every run until re-queued.
      const deadLetters = statuses.failed ?? 0;
      ctx.log.info('outbox_retry.run', { ...report, pending: statuses.pending ?? 0, deadLetters, confirmations });
      if (deadLetters > 0) ctx.log.error('outbox_retry.dead_letters', { deadLetters, see: DEAD_LETTER_HINT });
      return answer(200, {
        ok: true,
        ...report,
        deadLetters,
        ...(deadLetters > 0 ? { warning: `${deadLetters} message(s) could not be delivered after every attempt. ${DEAD_LETTER_HINT}` } : {}),
        statuses,
        confirmations,
      });
    } catch (err) {
      ctx.log.error('outbox_retry.failed', { reason: errorText(err) });
      return answer(500, { error: errorText(err) });
    }
  };
}
