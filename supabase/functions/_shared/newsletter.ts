/**
 * subscribe-newsletter: double opt-in sign-up. Validates the address, the page's locale and the
 * page the box was on, applies the honeypot and the rate limit, and asks for consent:
 *  - a new address (or one whose earlier subscription was withdrawn) is stored as a PENDING
 *    subscription with its consent record (locale, consent text version, source page, asked_at);
 *  - a pending address gets a fresh link (the earlier link stops working) and the consent
 *    record of this latest request;
 *  - a confirmed address is left as it is and gets no mail.
 * In every case the answer is the same 200 `{ ok: true }` ("check your inbox"), and the
 * confirmation e-mail (newsletterMail.ts) goes out after the answer (ctx.waitUntil), so neither
 * the answer nor its timing says whether an address is on the list. The address is subscribed
 * only once the link in that e-mail is opened (newsletter-confirm, newsletterLinks.ts).
 *
 * A confirmation e-mail that fails is not lost: the row keeps confirmation_sent_at null and
 * `retryConfirmations` (run by outbox-retry, and by the `npm start` server's timer) sends it
 * again while its link is valid. Refusals carry a stable `code` (errors.ts) the box says in the
 * page's language. The box posted without script takes the same path and is answered with a
 * redirect to the "check your inbox" page or a page to correct the address (newsletterPage.ts).
 */
import type { ContextProvider, FunctionContext } from './context.ts';
import { createEndpoint } from './endpoint.ts';
import type { Handler } from './http.ts';
import { errorText } from './log.ts';
import { buildConfirmationEmail, type SubscriptionRow } from './newsletterMail.ts';
import { NEWSLETTER_PAGE } from './newsletterPage.generated.ts';
import { newsletterFormReplies } from './newsletterPage.ts';
import { newNonce } from './newsletterToken.ts';
import { endpointLimiter, type LimitScope } from './ratelimit.ts';
import { honeypotFilled, ValidationError, validateNewsletter } from './validate.ts';

export const NEWSLETTER_BUCKET = 'newsletter';
/** The field naming the site page the box was on (a hidden field, or in the JSON body). */
export const SOURCE_FIELD = 'source';
/** The version id of the consent text the box shows (src/content/newsletterConsent.ts). */
export const CONSENT_VERSION: string = NEWSLETTER_PAGE.consentVersion;

const REFUSALS: Record<LimitScope, string> = {
  client: 'Too many sign-up attempts from your network.',
  email: 'Too many sign-up attempts for this email address.',
  message: 'Too many sign-up attempts.',
  flood: 'We are receiving an unusual number of sign-ups.',
};

/** A path of the site: absolute, no scheme or host, no query, plain segments. */
const SITE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/?)*$/;

/** The page the box was on, or null when not sent (a page cached from before it was). */
export function sourcePage(body: Record<string, unknown>): string | null {
  const raw = Object.hasOwn(body, SOURCE_FIELD) ? body[SOURCE_FIELD] : undefined;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length > 200 || !SITE_PATH.test(raw) || raw.includes('//') || /(^|\/)\.\.?(\/|$)/.test(raw)) {
    throw new ValidationError('The source page must be a path of the site.', SOURCE_FIELD, 'characters');
  }
  return raw;
}

/** Where the links of the mails point: the platform's functions URL, else this request's origin. */
export function linksBase(ctx: FunctionContext, req: Request): string {
  return ctx.config.newsletter.functionsUrl ?? `${new URL(req.url).origin}/functions/v1`;
}

const SUBSCRIPTION_COLUMNS = 'id, email, locale, asked_at, confirm_nonce, links_base';

/** Sends the confirmation e-mail of a pending sign-up and records that it went out. Never throws. */
export async function sendConfirmation(ctx: FunctionContext, row: SubscriptionRow): Promise<boolean> {
  try {
    if (!row.links_base || !row.confirm_nonce) throw new Error('no link to send');
    const message = await buildConfirmationEmail(ctx.config, row, row.links_base);
    await ctx.mailer.send(message);
    // Only for the link that was mailed: a newer sign-up in between has its own mail to send.
    await ctx.db.query(
      'update public.newsletter_subscribers set confirmation_sent_at = now() where id = $1 and confirm_nonce = $2',
      [row.id, row.confirm_nonce],
    );
    ctx.log.info('newsletter.confirmation_sent', { id: row.id, locale: row.locale });
    return true;
  } catch (err) {
    ctx.log.error('newsletter.confirmation_failed', { id: row.id, reason: errorText(err) });
    return false;
  }
}

export interface ConfirmationRetryReport {
  retried: number;
  sent: number;
}

/**
 * Sends again the confirmation e-mails that did not go out: pending sign-ups whose link is
 * still valid, older than `minAgeSeconds` (so as not to race the first send of a sign-up
 * being answered), at most `max`. The same link each time (Resend's idempotency key and the
 * Message-ID stay the same).
 */
export async function retryConfirmations(ctx: FunctionContext, opts: { max?: number; minAgeSeconds?: number } = {}): Promise<ConfirmationRetryReport> {
  const rows = await ctx.db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from public.newsletter_subscribers
      where confirmed_at is null and unsubscribed_at is null and confirmation_sent_at is null
        and confirm_nonce is not null and links_base is not null
        and asked_at > now() - interval '48 hours'
        and asked_at < now() - make_interval(secs => $1)
      order by asked_at limit $2`,
    [opts.minAgeSeconds ?? 60, opts.max ?? 20],
  );
  let sent = 0;
  for (const row of rows) if (await sendConfirmation(ctx, row)) sent++;
  if (rows.length > 0) ctx.log.info('newsletter.confirmations_retried', { retried: rows.length, sent });
  return { retried: rows.length, sent };
}

/** The retention rule (migration 20261126121000): deletes what must not be kept. */
export async function purgeNewsletter(ctx: Pick<FunctionContext, 'db'>): Promise<{ unconfirmed: number; withdrawn: number }> {
  const [row] = await ctx.db.query<{ unconfirmed: number; withdrawn: number }>('select * from public.purge_newsletter_subscribers()');
  return row ?? { unconfirmed: 0, withdrawn: 0 };
}

export function createNewsletterHandler(getContext: ContextProvider): Handler {
  const limitRequest = endpointLimiter(NEWSLETTER_BUCKET, REFUSALS);
  return createEndpoint('newsletter', getContext, async (ctx, body, req) => {
    // Bots get the same answer and nothing is stored: a stored bot address would later block the
    // real owner's sign-up.
    if (honeypotFilled(body)) {
      ctx.log.info('newsletter.honeypot');
      return { status: 200, body: { ok: true } };
    }
    const { email, locale } = validateNewsletter(body);
    const source = sourcePage(body);
    const { refusal, dryRun } = await limitRequest(ctx, req, { email });
    if (refusal) throw refusal;
    // check:deployment's dry run: counted by the limits, then nothing looked up, stored or mailed.
    if (dryRun) return { status: 200, body: { ok: true, dryRun: true } };
    // A new pending subscription, or the pending one renewed with a fresh link; a confirmed one
    // is not touched (the update's condition fails, no row comes back). Race-free through the
    // unique index on the live subscription of an address.
    const rows = await ctx.db.query<SubscriptionRow>(
      `insert into public.newsletter_subscribers (email, locale, consent_version, source_page, confirm_nonce, links_base)
       values ($1, $2, $3, $4, $5, $6)
       on conflict ((lower(email))) where unsubscribed_at is null do update
         set email = excluded.email, locale = excluded.locale, consent_version = excluded.consent_version,
             source_page = excluded.source_page, asked_at = now(), confirm_nonce = excluded.confirm_nonce,
             confirmation_sent_at = null, links_base = excluded.links_base
         where public.newsletter_subscribers.confirmed_at is null
       returning ${SUBSCRIPTION_COLUMNS}`,
      [email, locale, CONSENT_VERSION, source, newNonce(), linksBase(ctx, req)],
    );
    const row = rows[0];
    if (row) {
      ctx.log.info('newsletter.asked', { id: row.id, locale });
      ctx.waitUntil(sendConfirmation(ctx, row));
    }
    return { status: 200, body: { ok: true } };
  }, newsletterFormReplies);
}
