/**
 * send-contact-email: validates the visitor's message, applies the honeypot and the rate
 * limit, stores the message with the locale of the page it was written on, mails it to the
 * company (in English, naming the visitor's language) and records the delivery.
 * Answers 200 { ok: true, id } once the message is stored, whether or not the mail went out.
 * The form posted without script takes the same path and is answered with a redirect to the
 * confirmation page or a page to correct it (contactPage.ts).
 */
import { contactFormReplies } from './contactPage.ts';
import type { ContextProvider, FunctionContext } from './context.ts';
import { createEndpoint } from './endpoint.ts';
import type { Handler } from './http.ts';
import { firstRow } from './db.ts';
import { errorText } from './log.ts';
import { deliver, retryPending, STORED_MESSAGE_COLUMNS, type StoredMessage } from './outbox.ts';
import { endpointLimiter, type LimitScope, pruneRateLimits } from './ratelimit.ts';
import { type ContactInput, honeypotFilled, validateContact } from './validate.ts';

export const CONTACT_BUCKET = 'contact';

const REFUSALS: Record<LimitScope, string> = {
  client: 'Too many messages from your network.',
  email: 'Too many messages from this email address.',
  message: 'This message has already been sent several times.',
  flood: 'We are receiving an unusual number of messages.',
};

function insertParams(input: ContactInput, hash: string | null): unknown[] {
  return [
    input.firstName,
    input.lastName,
    input.email,
    input.phone,
    input.organization,
    input.service,
    input.message,
    input.locale,
    hash,
  ];
}

async function storeForDelivery(ctx: FunctionContext, input: ContactInput, hash: string | null): Promise<StoredMessage> {
  // Stored already claimed by this request ('sending' with a lease), so no retry worker can
  // pick it up while we mail it; if this instance dies, the lease runs out and a worker will.
  const rows = await ctx.db.query<StoredMessage>(
    `insert into public.contact_messages
       (first_name, last_name, email, phone, organization, service, message, locale, client_hash,
        status, attempts, last_attempt_at, locked_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'sending', 1, now(), now() + make_interval(secs => $10::int))
     returning ${STORED_MESSAGE_COLUMNS}`,
    [...insertParams(input, hash), ctx.config.leaseSeconds],
  );
  return firstRow(rows);
}

async function storeSpam(ctx: FunctionContext, input: ContactInput, hash: string | null): Promise<string> {
  const rows = await ctx.db.query<{ id: string }>(
    `insert into public.contact_messages
       (first_name, last_name, email, phone, organization, service, message, locale, client_hash, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'spam')
     returning id`,
    insertParams(input, hash),
  );
  return firstRow(rows).id;
}

export function createContactHandler(getContext: ContextProvider): Handler {
  let lastHousekeeping = 0;
  const limitRequest = endpointLimiter(CONTACT_BUCKET, REFUSALS, (ctx) => `, or email us directly at ${ctx.config.contactTo}`);

  /** Bounded, throttled retry of older undelivered messages, after the answer. */
  function housekeeping(ctx: FunctionContext) {
    const now = Date.now();
    if (ctx.config.retryBatch <= 0 || now - lastHousekeeping < ctx.config.retryIntervalMs) return;
    lastHousekeeping = now;
    ctx.waitUntil((async () => {
      try {
        const report = await retryPending(ctx, { max: ctx.config.retryBatch, batch: ctx.config.retryBatch });
        if (report.claimed > 0) ctx.log.info('contact.retried', { ...report });
        await pruneRateLimits(ctx.db);
      } catch (err) {
        ctx.log.warn('contact.housekeeping_failed', { reason: errorText(err) });
      }
    })());
  }

  return createEndpoint('contact', getContext, async (ctx, body, req) => {
    const spam = honeypotFilled(body);
    let input: ContactInput;
    try {
      input = validateContact(body);
    } catch (err) {
      // A bot that filled the honeypot learns nothing: same answer as a success.
      if (spam) return { status: 200, body: { ok: true, id: crypto.randomUUID() } };
      throw err;
    }

    const { clientHash: hash, refusal, dryRun } = await limitRequest(ctx, req, { email: input.email, message: input.message });
    if (dryRun) {
      if (refusal) throw refusal;
      return { status: 200, body: { ok: true, dryRun: true } };
    }
    if (spam) {
      ctx.log.info('contact.honeypot', { stored: !refusal });
      const id = refusal ? crypto.randomUUID() : await storeSpam(ctx, input, hash);
      return { status: 200, body: { ok: true, id } };
    }
    if (refusal) throw refusal;

    const stored = await storeForDelivery(ctx, input, hash);
    // From here on the message is safe: whatever happens, the visitor gets a success.
    let delivered = false;
    try {
      delivered = (await deliver(ctx, stored)) === 'sent';
    } catch (err) {
      ctx.log.error('contact.delivery_record_failed', { id: stored.id, reason: errorText(err) });
    }
    if (delivered) housekeeping(ctx);
    return { status: 200, body: { ok: true, id: stored.id } };
  }, contactFormReplies);
}
