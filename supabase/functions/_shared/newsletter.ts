/**
 * subscribe-newsletter: validates the address and the page's locale, applies the honeypot and
 * the rate limit, and stores the subscriber with their locale (the newsletter's language for
 * them), idempotently: one row per lower(email). Answers 200 { ok: true } for a new address,
 * { ok: true, alreadySubscribed: true } otherwise; refusals carry a stable `code` (errors.ts)
 * the box says in the page's language. A re-subscription changes nothing stored, its locale
 * neither: an anonymous request never alters someone's subscription.
 * The box posted without script takes the same path and is answered with a redirect to the
 * confirmation page or a page to correct the address (newsletterPage.ts).
 */
import type { ContextProvider } from './context.ts';
import { createEndpoint } from './endpoint.ts';
import { newsletterFormReplies } from './newsletterPage.ts';
import type { Handler } from './http.ts';
import { endpointLimiter, type LimitScope } from './ratelimit.ts';
import { honeypotFilled, validateNewsletter } from './validate.ts';

export const NEWSLETTER_BUCKET = 'newsletter';

const REFUSALS: Record<LimitScope, string> = {
  client: 'Too many sign-up attempts from your network.',
  email: 'Too many sign-up attempts for this email address.',
  message: 'Too many sign-up attempts.',
  flood: 'We are receiving an unusual number of sign-ups.',
};

export function createNewsletterHandler(getContext: ContextProvider): Handler {
  const limitRequest = endpointLimiter(NEWSLETTER_BUCKET, REFUSALS);
  return createEndpoint('newsletter', getContext, async (ctx, body, req) => {
    // Bots get a success and nothing is stored: a stored bot address would later block the
    // real owner's sign-up.
    if (honeypotFilled(body)) {
      ctx.log.info('newsletter.honeypot');
      return { status: 200, body: { ok: true } };
    }
    const { email, locale } = validateNewsletter(body);
    const { clientHash: hash, refusal, dryRun } = await limitRequest(ctx, req, { email });
    if (refusal) throw refusal;
    if (dryRun) return { status: 200, body: { ok: true, dryRun: true } };
    const inserted = await ctx.db.query<{ id: string }>(
      `insert into public.newsletter_subscribers (email, locale, client_hash) values ($1, $2, $3)
       on conflict ((lower(email))) do nothing
       returning id`,
      [email, locale, hash],
    );
    if (inserted.length === 0) return { status: 200, body: { ok: true, alreadySubscribed: true } };
    ctx.log.info('newsletter.subscribed', { id: inserted[0]?.id, locale });
    return { status: 200, body: { ok: true } };
  }, newsletterFormReplies);
}
