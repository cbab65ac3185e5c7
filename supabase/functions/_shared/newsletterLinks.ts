/**
 * The two links of the newsletter's e-mails (tokens: newsletterToken.ts), each a function of its
 * own with verify_jwt = false (a mail client or a browser calls it without any key):
 *
 * newsletter-confirm (GET ?token=c1…): the link of the confirmation e-mail. A valid link of a
 * pending sign-up, opened within 48 hours, confirms it (confirmed_at) and is spent (single use).
 * Answers 303 See Other to the site's page in the token's language: `/newsletter/confirmed`
 * (also for the link of a subscription already confirmed: opening it twice changes nothing),
 * or `/newsletter/link-expired` (expired, used, replaced by a newer link, withdrawn, purged or
 * damaged), which has the box to start again.
 *
 * newsletter-unsubscribe (?token=u1…): the link at the foot of every newsletter e-mail and in
 * its List-Unsubscribe header (RFC 8058).
 *  - POST with the form body `List-Unsubscribe=One-Click` (what a mail client sends): ends the
 *    subscription; 200, plain text, no redirect, no cookie.
 *  - GET (a person clicking the link): ends it and answers 303 to `/newsletter/unsubscribed` in
 *    the subscriber's language, which offers to subscribe again.
 * Unsubscribing an address already unsubscribed (or deleted) answers the same: the address is
 * not subscribed either way. The record (with unsubscribed_at) is kept 12 months, then purged.
 *
 * Both links are GETs a mail scanner may open before the reader does: for the unsubscribe link
 * that is why RFC 8058 exists (clients use the POST); a confirmation opened by a scanner still
 * needed the reader's own address to have been entered in the box.
 */
import type { Config } from './config.ts';
import type { ContextProvider, FunctionContext } from './context.ts';
import { siteLink, shellOf } from './formPage.ts';
import { readForm } from './http.ts';
import type { Handler } from './http.ts';
import { consoleLogger, errorText } from './log.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import { NEWSLETTER_PAGE } from './newsletterPage.generated.ts';
import { readToken } from './newsletterToken.ts';

const PATHS = NEWSLETTER_PAGE.paths;

function plain(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** 303 to a page of the site in a locale; the token stays out of any Referer. */
function toPage(config: Config, locale: string, path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: siteLink(config, shellOf(locale), path), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

async function contextOr503(getContext: ContextProvider, name: string): Promise<FunctionContext | Response> {
  try {
    return await getContext();
  } catch (err) {
    consoleLogger.error(`${name}.unavailable`, { reason: errorText(err) });
    return plain(503, 'This service is temporarily unavailable. Please try again later.', { 'Retry-After': '300' });
  }
}

export function createConfirmHandler(getContext: ContextProvider): Handler {
  return async (req) => {
    if (req.method !== 'GET') return plain(405, 'Use GET.', { Allow: 'GET' });
    const ctx = await contextOr503(getContext, 'newsletter_confirm');
    if (ctx instanceof Response) return ctx;
    try {
      const token = await readToken(ctx.config.newsletter.signingSecret, new URL(req.url).searchParams.get('token'));
      if (token?.kind !== 'confirm') return toPage(ctx.config, token?.locale ?? DEFAULT_LOCALE, PATHS.linkInvalid);
      if (token.expires * 1000 <= Date.now()) return toPage(ctx.config, token.locale, PATHS.linkInvalid);
      const confirmed = await ctx.db.query<{ id: string }>(
        `update public.newsletter_subscribers set confirmed_at = now(), confirm_nonce = null
          where id = $1 and confirm_nonce = $2 and confirmed_at is null and unsubscribed_at is null
            and asked_at > now() - interval '48 hours'
        returning id`,
        [token.id, token.nonce],
      );
      if (confirmed.length > 0) {
        ctx.log.info('newsletter.confirmed', { id: token.id, locale: token.locale });
        return toPage(ctx.config, token.locale, PATHS.confirmed);
      }
      const [row] = await ctx.db.query<{ live: boolean }>(
        'select (confirmed_at is not null and unsubscribed_at is null) as live from public.newsletter_subscribers where id = $1',
        [token.id],
      );
      return toPage(ctx.config, token.locale, row?.live ? PATHS.confirmed : PATHS.linkInvalid);
    } catch (err) {
      ctx.log.error('newsletter_confirm.failed', { reason: errorText(err) });
      return plain(500, `Something went wrong on our side. Please open the link again later or email us at ${ctx.config.contactTo}.`);
    }
  };
}

/** RFC 8058 section 3.1: the POST body a mail client sends for a one-click unsubscribe. */
const ONE_CLICK = 'One-Click';

export function createUnsubscribeHandler(getContext: ContextProvider): Handler {
  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'POST') return plain(405, 'Use GET or POST.', { Allow: 'GET, POST' });
    const ctx = await contextOr503(getContext, 'newsletter_unsubscribe');
    if (ctx instanceof Response) return ctx;
    const oneClick = req.method === 'POST';
    try {
      if (oneClick) {
        const fields = await readForm(req, 4096).catch(() => ({} as Record<string, unknown>));
        if (fields['List-Unsubscribe'] !== ONE_CLICK) return plain(400, 'Send List-Unsubscribe=One-Click (RFC 8058).');
      }
      const token = await readToken(ctx.config.newsletter.signingSecret, new URL(req.url).searchParams.get('token'));
      if (token?.kind !== 'unsubscribe') {
        return oneClick ? plain(400, 'This unsubscribe link is not valid.') : toPage(ctx.config, token?.locale ?? DEFAULT_LOCALE, PATHS.linkInvalid);
      }
      const ended = await ctx.db.query<{ id: string }>(
        `update public.newsletter_subscribers set unsubscribed_at = now(), confirm_nonce = null
          where id = $1 and unsubscribed_at is null returning id`,
        [token.id],
      );
      if (ended.length > 0) ctx.log.info('newsletter.unsubscribed', { id: token.id, oneClick });
      return oneClick ? plain(200, 'Unsubscribed.') : toPage(ctx.config, token.locale, PATHS.unsubscribed);
    } catch (err) {
      ctx.log.error('newsletter_unsubscribe.failed', { reason: errorText(err) });
      return plain(500, `Something went wrong on our side. Please try again later or email us at ${ctx.config.contactTo}.`);
    }
  };
}
