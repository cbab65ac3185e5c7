/**
 * Why a public function (send-contact-email, subscribe-newsletter) did not take a request, as a
 * code the page can say in its own language (src/site/contactFailureText.ts,
 * src/site/newsletterFailureText.ts): the functions' stable error codes, read from the answer,
 * and `network` when no answer came. The functions' English `error` text is never shown.
 *
 * No imports: the function tests (Deno) read `functionErrorCodes` to hold it to the codes the
 * function answers (supabase/functions/_shared/errors.ts).
 */

/** The codes the public functions answer with, exactly (subscribe-newsletter uses some of them). */
export const functionErrorCodes = [
  // A field's problem (with `field`; `tooLong` with `max`).
  'required',
  'notText',
  'characters',
  'tooLong',
  'email',
  'phone',
  'service',
  'locale',
  // The request as a whole.
  'badRequest',
  'originRefused',
  'methodNotAllowed',
  'tooLarge',
  'unsupportedMediaType',
  'rateLimited',
  'unavailable',
] as const;
export type FunctionErrorCode = (typeof functionErrorCodes)[number];

/** What a rate limit counted: the visitor's network, their e-mail address, the same message, or everyone unknown. */
export const rateLimitScopes = ['client', 'email', 'message', 'flood'] as const;
export type RateLimitScope = (typeof rateLimitScopes)[number];

export interface FunctionFailure {
  /** The function's code, or `network` when it could not be reached (offline, timed out, its client failed to load). */
  code: FunctionErrorCode | 'network';
  /** The field at fault, as the function named it. */
  field?: string;
  /** The length limit of a value too long. */
  max?: number;
  /** Which rate limit refused it. */
  scope?: RateLimitScope;
  /** Seconds until it may be sent again (rate limit). */
  retryAfter?: number;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const positiveNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
};

/** The code of an answer that carries none (a gateway's or a proxy's page), from its status. */
function codeOfStatus(status: number): FunctionErrorCode {
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'rateLimited';
  if (status >= 400 && status < 500) return 'badRequest';
  return 'unavailable';
}

/**
 * The failure an error answer describes: its JSON `code` (with `field`, `max`, `scope` and
 * `retryAfter` where given), else one guessed from the status; the wait also from `Retry-After`.
 */
export function failureFromAnswer(status: number, body: unknown, retryAfterHeader: string | null = null): FunctionFailure {
  const answer: Record<string, unknown> = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const failure: FunctionFailure = { code: isOneOf(functionErrorCodes, answer.code) ? answer.code : codeOfStatus(status) };
  if (typeof answer.field === 'string') failure.field = answer.field;
  const max = positiveNumber(answer.max);
  if (max !== undefined) failure.max = max;
  if (failure.code === 'rateLimited') {
    if (isOneOf(rateLimitScopes, answer.scope)) failure.scope = answer.scope;
    const retryAfter = positiveNumber(answer.retryAfter) ?? positiveNumber(retryAfterHeader);
    if (retryAfter !== undefined) failure.retryAfter = Math.ceil(retryAfter);
  }
  return failure;
}
