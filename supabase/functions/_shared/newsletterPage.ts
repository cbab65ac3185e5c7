/**
 * How subscribe-newsletter answers the newsletter box posted natively (formPage.ts says how
 * every form posted without script is answered):
 *  - asked (a new, pending or already confirmed address alike) or caught by the honeypot: 303
 *    See Other to the site's "check your inbox" page in the visitor's language;
 *  - not stored: the page with the address again, posting back to this function, and above it
 *    what to fix (422, the box's own words), when to try again (429) or why not now (503, or
 *    the box's fallback for a post it could not take), plus the company's e-mail and phone.
 *    Every text is the one the box shows with script for the same refusal.
 * The words come from the site's content through a generated copy (newsletterPage.generated.ts).
 */
import type { Config } from './config.ts';
import type { FormReplies } from './endpoint.ts';
import { fieldHtml, fill, formPage, localeInputHtml, noticeHtml, pageLocale, problemsHtml, seeOther, type Shell, shellOf, text, waitText } from './formPage.ts';
import { escapeHtml } from './html.ts';
import { HttpError } from './http.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import { NEWSLETTER_PAGE } from './newsletterPage.generated.ts';
import { type LimitScope, RateLimitError } from './ratelimit.ts';
import { ValidationError } from './validate.ts';

/** What the page reads of a locale's copy (the generated data is checked against it). */
interface BoxCopy {
  box: {
    emailLabel: string;
    placeholder: string;
    buttonLabel: string;
    invalid: { title: string; description: string };
    fallback: string;
  };
  errors: {
    rateLimited: { reasons: Record<LimitScope, string>; retryIn: string };
    unavailable: string;
    failed: string;
  };
  notSubscribed: {
    invalid: { heading: string; text: string };
    rateLimited: { heading: string };
    unavailable: { heading: string };
  };
}

const COPIES: Readonly<Record<string, BoxCopy>> = NEWSLETTER_PAGE.locales;
const EMAIL_FIELD = 'email';
/** As newsletter.ts's SOURCE_FIELD (not imported: newsletter.ts imports this module). */
const SOURCE_FIELD = 'source';

const copyOf = (locale: string): BoxCopy => COPIES[locale] ?? COPIES[DEFAULT_LOCALE] as BoxCopy;

/** The box again, with the address as the visitor wrote it (and its problem), posting back to this function. */
function formHtml(shell: Shell, { box }: BoxCopy, fields: Record<string, unknown>, error?: string): string {
  const attrs = ['required', 'autocomplete="email"', `placeholder="${escapeHtml(box.placeholder)}"`];
  const field = fieldHtml(EMAIL_FIELD, box.emailLabel, error, (named) => `<input type="email" ${named} value="${escapeHtml(text(fields[EMAIL_FIELD]))}">`, { attrs });
  // The page the box was on goes back with the address (the consent record names it).
  const source = text(fields[SOURCE_FIELD]);
  const sourceInput = source ? `\n<input type="hidden" name="${SOURCE_FIELD}" value="${escapeHtml(source)}">` : '';
  return `<form method="post" novalidate>
${localeInputHtml(shell)}${sourceInput}
${field}
<button type="submit">${escapeHtml(box.buttonLabel)}</button>
</form>`;
}

/** The newsletter box's answers to a native post (see the top of this file). */
export const newsletterFormReplies: FormReplies = {
  done(config, fields, outcome) {
    if (outcome.status < 200 || outcome.status > 299) return newsletterFormReplies.refused(config, fields, new Error(`status ${outcome.status}`));
    return seeOther(config, fields, NEWSLETTER_PAGE.paths.subscribed);
  },
  refused(config: Config, fields, error) {
    const shell = shellOf(pageLocale(fields));
    const copy = copyOf(shell.lang);
    const { box, errors, notSubscribed } = copy;
    const notice = (status: number, heading: string, message: string, headers?: Record<string, string>) =>
      formPage(config, shell, { status, heading, intro: noticeHtml(message), form: formHtml(shell, copy, fields), headers });

    // The address: whatever its problem, the box's own words for an address to correct.
    if (error instanceof ValidationError && error.field === EMAIL_FIELD) {
      const intro = problemsHtml(notSubscribed.invalid.text, { title: box.invalid.title }, new Map([[EMAIL_FIELD, box.invalid.description]]));
      return formPage(config, shell, { status: 422, heading: notSubscribed.invalid.heading, intro, form: formHtml(shell, copy, fields, box.invalid.description) });
    }
    if (error instanceof RateLimitError) {
      const { reasons, retryIn } = errors.rateLimited;
      const message = fill(retryIn, { reason: reasons[error.scope], wait: waitText(shell, error.retryAfter) });
      return notice(429, notSubscribed.rateLimited.heading, message, error.headers);
    }
    if (error instanceof HttpError && error.status === 503) return notice(503, notSubscribed.unavailable.heading, errors.unavailable);
    // A post we could not take (a locale no page sends, an unreadable or refused body): nothing to
    // correct, the box's own fallback. Anything else failed on our side: nothing was stored.
    if (error instanceof ValidationError || error instanceof HttpError) {
      return notice(error instanceof HttpError ? error.status : 400, notSubscribed.unavailable.heading, box.fallback);
    }
    return notice(500, notSubscribed.unavailable.heading, errors.failed);
  },
};
