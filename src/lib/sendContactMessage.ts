import type { BackendClient } from './supabaseClient';

/** The contact message fields, in the form's order (spec section 3). */
export const contactFieldNames = ['firstName', 'lastName', 'email', 'phone', 'organization', 'service', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/** What the form sends to the `send-contact-email` function. */
export type ContactMessage = Record<ContactFieldName, string> & {
  /** Honeypot: hidden from people, so anything in it marks the message as spam. */
  website: string;
};

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      /** The function's own error message, when it gave one. */
      reason?: string;
      /** The field the function found fault with, when it named one. */
      field?: string;
    };

export type ContactSender = (message: ContactMessage) => Promise<SendResult>;

export const CONTACT_FUNCTION = 'send-contact-email';
/** The hidden field of a native form post that names the page's locale (the function answers in it). */
export const contactLocaleField = 'locale';
/** The spec's text for an error that carries no message of its own. */
export const FALLBACK_ERROR = 'Failed to send email.';
/** Give up waiting after this long, so the form never stays on "Sending..." for good. */
const TIMEOUT_MS = 30_000;

let client: Promise<BackendClient> | undefined;

/**
 * Starts loading supabase-js (a chunk of its own). The form calls it when the visitor first
 * focuses a field, so the library is usually ready by the time they press Send.
 */
export function loadBackendClient(): Promise<BackendClient> {
  if (!client) {
    client = import('./supabaseClient').then((module) => module.createBackendClient());
    // A failed chunk load (offline) must not be cached: the next attempt retries it.
    client.catch(() => {
      client = undefined;
    });
  }
  return client;
}

interface InvokeError {
  name?: string;
  message?: string;
  context?: unknown;
}

/** The function's own `{ error, field }` from a non-2xx answer, not supabase-js's generic text. */
async function readErrorBody(response: Response): Promise<{ reason?: string; field?: string }> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return {};
    const { error, field } = body as { error?: unknown; field?: unknown };
    return {
      reason: typeof error === 'string' && error.trim() ? error : undefined,
      field: typeof field === 'string' ? field : undefined,
    };
  } catch {
    return {};
  }
}

async function describeError(error: InvokeError): Promise<{ reason?: string; field?: string }> {
  // FunctionsHttpError / FunctionsRelayError carry the Response as `context`.
  if (typeof Response !== 'undefined' && error.context instanceof Response) return readErrorBody(error.context);
  // FunctionsFetchError (server down, request aborted) and anything else: its own message.
  return { reason: error.message || FALLBACK_ERROR };
}

/** Sends the contact message through `supabase.functions.invoke`. Never throws. */
export const sendContactMessage: ContactSender = async (message) => {
  let backend: BackendClient;
  try {
    backend = await loadBackendClient();
  } catch {
    return { ok: false };
  }
  try {
    const { data, error } = await backend.functions.invoke(CONTACT_FUNCTION, { body: message, timeout: TIMEOUT_MS });
    if (!error) {
      // As the spec has it, the success answer's body is only logged; nothing reads it.
      console.info(`${CONTACT_FUNCTION}:`, data);
      return { ok: true };
    }
    return { ok: false, ...(await describeError(error as InvokeError)) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : undefined };
  }
};
