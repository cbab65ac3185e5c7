import { type FunctionsBackend, functionsBackend, functionUrl, keyHeaders } from './functionsBackend';

/** What the newsletter function answers on success. */
export interface SubscribeResult {
  alreadySubscribed: boolean;
}

export const NEWSLETTER_FUNCTION = 'subscribe-newsletter';
/** The local function's address (the site's own origin). */
export const newsletterEndpoint = `/functions/v1/${NEWSLETTER_FUNCTION}`;

/** A complete address: something@domain.tld, no spaces. The server checks again. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim()) && value.trim().length <= 254;
}

/** Thrown with the server's own message when there is one. */
export class SubscribeError extends Error {
  constructor(readonly serverMessage?: string) {
    super(serverMessage ?? 'Subscription failed');
    this.name = 'SubscribeError';
  }
}

/**
 * POSTs the address to the newsletter function, where the contact form's function is (the
 * deployed project, or the local one); throws SubscribeError on any failure.
 */
export async function subscribeToNewsletter(
  email: string,
  fetcher: typeof fetch = fetch,
  backend: FunctionsBackend = functionsBackend(),
): Promise<SubscribeResult> {
  let response: Response;
  try {
    response = await fetcher(functionUrl(NEWSLETTER_FUNCTION, backend), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...keyHeaders(backend) },
      body: JSON.stringify({ email: email.trim() }),
    });
  } catch {
    throw new SubscribeError();
  }
  const body = (await response.json().catch(() => null)) as { ok?: boolean; alreadySubscribed?: boolean; error?: unknown } | null;
  if (!response.ok || !body?.ok) {
    throw new SubscribeError(typeof body?.error === 'string' && body.error.trim() ? body.error : undefined);
  }
  return { alreadySubscribed: body.alreadySubscribed === true };
}
