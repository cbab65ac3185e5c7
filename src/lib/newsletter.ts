import { failureFromAnswer, type FunctionFailure } from './functionFailure';
import { type FunctionsBackend, functionsBackend, functionUrl, keyHeaders } from './functionsBackend';

export const NEWSLETTER_FUNCTION = 'subscribe-newsletter';
/** The local function's address (the site's own origin). */
export const newsletterEndpoint = `/functions/v1/${NEWSLETTER_FUNCTION}`;
/**
 * The field that names the page's locale, in the JSON body and in a native form post alike:
 * the one the functions read for both forms (LOCALE_FIELD, supabase/functions/_shared/locales.ts).
 */
export const newsletterLocaleField = 'locale';

/** The field naming the page the box was on (JSON and form post alike): stored with the consent. */
export const newsletterSourceField = 'source';

/** What the box sends: the address, the locale and the path of the page it was typed on (stored with it). */
export interface NewsletterSubscription {
  email: string;
  locale: string;
  /** The page's path, e.g. "/fr/news". */
  source?: string;
}

/**
 * How a sign-up ended: asked (a confirmation e-mail goes to the address; the answer is the same
 * whether the address was new, pending or subscribed), or why not as a code, never the function's
 * English text.
 */
export type NewsletterOutcome =
  | { ok: true }
  | {
      ok: false;
      failure: FunctionFailure;
      /** The answer's HTTP status; absent when none came. A 503 (service down) is said apart from a 500. */
      status?: number;
    };

/** What the box shows after subscribing: the outcome, or why not in the page's language (absent: its own fallback). */
export type SubscribeResult = { ok: true } | { ok: false; reason?: string };

/** A complete address: something@domain.tld, no spaces. The server checks again. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim()) && value.trim().length <= 254;
}

/**
 * POSTs the address and the page's locale to the newsletter function, where the contact form's
 * function is (the deployed project, or the local one). Never throws.
 */
export async function subscribeToNewsletter(
  { email, locale, source }: NewsletterSubscription,
  fetcher: typeof fetch = fetch,
  backend: FunctionsBackend = functionsBackend(),
): Promise<NewsletterOutcome> {
  let response: Response;
  try {
    response = await fetcher(functionUrl(NEWSLETTER_FUNCTION, backend), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...keyHeaders(backend) },
      body: JSON.stringify({ email: email.trim(), [newsletterLocaleField]: locale, ...(source ? { [newsletterSourceField]: source } : {}) }),
    });
  } catch {
    return { ok: false, failure: { code: 'network' } };
  }
  const body = (await response.json().catch(() => null)) as { ok?: unknown } | null;
  if (response.ok) {
    if (body?.ok === true) return { ok: true };
    // A 2xx that is not the function's answer (a captive portal's page): the function was not reached.
    return { ok: false, failure: { code: 'network' } };
  }
  return { ok: false, failure: failureFromAnswer(response.status, body, response.headers.get('retry-after')), status: response.status };
}
