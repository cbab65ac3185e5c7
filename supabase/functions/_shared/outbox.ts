/**
 * Transactional outbox for contact messages: a message is stored first, then mailed, then its
 * delivery recorded. A message whose e-mail failed stays `pending` (with last_error and a
 * back-off in next_attempt_at) and is retried later: by a later request, by the outbox-retry
 * function that Supabase Cron calls, or locally by the server and `npm run outbox:retry`. After
 * MAIL_MAX_ATTEMPTS failures (10, over about three days) it becomes a dead letter: `failed`,
 * kept with its last_error, no longer claimed, logged as `contact.dead_letter` and counted by
 * outbox-retry (`deadLetters`). It is never dropped.
 *
 * Exactly once: a worker claims rows atomically (`status = 'sending'` with a lease in
 * locked_until, FOR UPDATE SKIP LOCKED), so two workers never send the same message; the row
 * becomes `sent` right after the transport accepted it. Only a crash between "accepted" and
 * "recorded" could send twice after the lease expires; Resend then drops the repeat through
 * the Idempotency-Key, and SMTP / file copies carry the same Message-ID.
 */
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { Logger } from './log.ts';
import { errorText } from './log.ts';
import type { ContactRecord, Mailer } from './mail.ts';
import { buildContactEmail } from './mail.ts';

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: Logger;
}

export type StoredMessage = ContactRecord & { attempts: number };

/** What a delivery reads of a stored message (the request that stores it, and every retry). */
export const STORED_MESSAGE_COLUMNS =
  'id, created_at, first_name, last_name, email, phone, organization, service, message, locale, attempts';

/**
 * Back-off after the n-th failed attempt: 1 min, 4 min, 16 min, 64 min, 4 h 16 min, then 16 h.
 * With the default MAIL_MAX_ATTEMPTS (10) the tenth attempt comes about 70 hours (three days)
 * after the first; a failure then makes the message a dead letter (below). The retries run
 * every five minutes (outbox-retry), so each wait is rounded up to the next run.
 */
const NEXT_ATTEMPT = `now() + make_interval(secs => least(57600, 60 * power(4, least(greatest(attempts, 1), 8) - 1)))`;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends one claimed message and records the outcome. A mail failure is recorded and reported
 * as 'failed'; only a database failure throws.
 */
export async function deliver(deps: OutboxDeps, msg: StoredMessage): Promise<'sent' | 'failed'> {
  const { db, mailer, config, log } = deps;
  let providerId: string | undefined;
  try {
    const mail = buildContactEmail(msg, config);
    // The transports have their own timeouts; this is the backstop, well inside the lease.
    const result = await withTimeout(mailer.send(mail), config.mailTimeoutMs + 5_000, `${mailer.name} send`);
    providerId = result.providerId;
  } catch (err) {
    const reason = errorText(err);
    log.warn('contact.mail_failed', { id: msg.id, transport: mailer.name, attempts: msg.attempts, reason });
    // After the last allowed attempt: a dead letter, kept with its error, never claimed again.
    const [row] = await db.query<{ status: string; attempts: number }>(
      `update public.contact_messages
         set status = case when attempts >= $3::int then 'failed' else 'pending' end,
             locked_until = null, last_error = $2, next_attempt_at = ${NEXT_ATTEMPT}
       where id = $1 and status = 'sending'
       returning status, attempts`,
      [msg.id, reason, config.maxAttempts],
    );
    if (row?.status === 'failed') {
      log.error('contact.dead_letter', {
        id: msg.id,
        attempts: Number(row.attempts),
        lastError: reason,
        requeue: `update public.contact_messages set status = 'pending', attempts = 0, next_attempt_at = now() where id = '${msg.id}' and status = 'failed'`,
      });
    }
    return 'failed';
  }
  await db.query(
    `update public.contact_messages
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
           provider_message_id = $2
     where id = $1 and status = 'sending'`,
    [msg.id, providerId?.slice(0, 500) ?? null],
  );
  log.info('contact.mail_sent', { id: msg.id, transport: mailer.name, attempts: msg.attempts });
  return 'sent';
}

export interface ClaimOptions {
  limit: number;
  /** Take pending messages even if their back-off has not run out (manual retry). */
  ignoreSchedule?: boolean;
  /** Ids not to take again (those already tried in this run). */
  exclude?: string[];
}

/**
 * Atomically takes up to `limit` undelivered messages: pending ones that are due, and those
 * left in `sending` by a worker whose lease ran out.
 */
export async function claimDue(db: Db, leaseSeconds: number, opts: ClaimOptions): Promise<StoredMessage[]> {
  return await db.query<StoredMessage>(
    `update public.contact_messages m
        set status = 'sending', attempts = m.attempts + 1, last_attempt_at = now(),
            locked_until = now() + make_interval(secs => $2::int)
      where m.id in (
        select id from public.contact_messages
         where ((status = 'pending' and ($3::boolean or next_attempt_at <= now()))
             or (status = 'sending' and locked_until < now()))
           and not (id = any(string_to_array($4::text, ',')::uuid[]))
         order by created_at
         limit $1::int
         for update skip locked)
      returning ${STORED_MESSAGE_COLUMNS}`,
    // The exclusion list goes as text: no driver-specific array parameter handling.
    [opts.limit, leaseSeconds, opts.ignoreSchedule ?? false, (opts.exclude ?? []).join(',')],
  );
}

export interface RetryReport {
  claimed: number;
  sent: number;
  failed: number;
}

/**
 * Retries undelivered messages, each at most once per call, in batches, until none is due,
 * `max` messages were tried, or (with `deadline`, epoch milliseconds) no new batch may start.
 */
export async function retryPending(
  deps: OutboxDeps,
  opts: { max: number; batch?: number; ignoreSchedule?: boolean; deadline?: number },
): Promise<RetryReport> {
  const report: RetryReport = { claimed: 0, sent: 0, failed: 0 };
  const tried: string[] = [];
  while (report.claimed < opts.max && (opts.deadline === undefined || Date.now() < opts.deadline)) {
    const rows = await claimDue(deps.db, deps.config.leaseSeconds, {
      limit: Math.min(opts.batch ?? 10, opts.max - report.claimed),
      ignoreSchedule: opts.ignoreSchedule,
      exclude: tried,
    });
    if (rows.length === 0) break;
    report.claimed += rows.length;
    for (const row of rows) {
      tried.push(row.id);
      const outcome = await deliver(deps, row);
      report[outcome]++;
    }
  }
  return report;
}

/** Counts by status, for the scripts and the benchmark; `failed` is the dead letters. */
export async function outboxStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from public.contact_messages group by status',
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
