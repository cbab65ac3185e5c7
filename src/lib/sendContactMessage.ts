import { type FunctionFailure, failureFromAnswer } from './functionFailure';
import type { BackendClient } from './supabaseClient';

/** The contact message fields, in the form's order (spec section 3). */
export const contactFieldNames = ['firstName', 'lastName', 'email', 'phone', 'organization', 'service', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export const isContactField = (name: string | undefined): name is ContactFieldName =>
  contactFieldNames.some((field) => field === name);

/** What the form sends to the `send-contact-email` function. */
export type ContactMessage = Record<ContactFieldName, string> & {
  /** Honeypot: hidden from people, so anything in it marks the message as spam. */
  website: string;
};

/**
 * What the form shows after sending, in the page's language: nothing more on success; on
 * failure the reason for its toast and the field to mark, when there is one.
 */
export type SendResult =
  | { ok: true }
  | {
      ok: false;
      /** Why, as the failure toast's `{reason}`, in the page's language; absent: the form's own unknown reason. */
      reason?: string;
      /** The field to mark, with `fieldMessage` under it. */
      field?: string;
      fieldMessage?: string;
    };

export type ContactSender = (message: ContactMessage) => Promise<SendResult>;

/** What the site sends: the message and the locale of the page it was written on. */
export type ContactSubmission = ContactMessage & { locale: string };

/** How a send ended: stored, or why not as a code (src/lib/functionFailure.ts), never the function's English text. */
export type ContactOutcome = { ok: true } | { ok: false; failure: FunctionFailure };

export const CONTACT_FUNCTION = 'send-contact-email';
/** The field that names the page's locale, in the JSON body and in a native form post alike. */
export const contactLocaleField = 'locale';
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

const unreachable: ContactOutcome = { ok: false, failure: { code: 'network' } };

/** The failure a supabase-js error describes: the function's answer, or no answer at all. */
async function failureOf(error: InvokeError): Promise<FunctionFailure> {
  // FunctionsHttpError / FunctionsRelayError carry the Response as `context`.
  if (typeof Response !== 'undefined' && error.context instanceof Response) {
    const answer = error.context;
    const body: unknown = await answer
      .clone()
      .json()
      .catch(() => null);
    return failureFromAnswer(answer.status, body, answer.headers.get('retry-after'));
  }
  // FunctionsFetchError: the function was not reached (offline, aborted after TIMEOUT_MS).
  return { code: 'network' };
}

/** Sends the message with its page's locale through `supabase.functions.invoke`. Never throws. */
export async function sendContactMessage(submission: ContactSubmission): Promise<ContactOutcome> {
  let backend: BackendClient;
  try {
    backend = await loadBackendClient();
  } catch {
    // Its code could not be fetched: the network is down too.
    return unreachable;
  }
  try {
    const { data, error } = await backend.functions.invoke(CONTACT_FUNCTION, { body: submission, timeout: TIMEOUT_MS });
    if (!error) {
      // As the spec has it, the success answer's body is only logged; nothing reads it.
      console.info(`${CONTACT_FUNCTION}:`, data);
      return { ok: true };
    }
    return { ok: false, failure: await failureOf(error as InvokeError) };
  } catch {
    return unreachable;
  }
}
