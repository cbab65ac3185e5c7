/**
 * The stable codes of the public functions' error answers. Every JSON error carries one as
 * `code`, beside the English `error` text meant for developers and logs: the site shows the
 * visitor the words of the page's language for the code (src/site/contactFailureText.ts, src/site/newsletterFailureText.ts), never
 * the English text. Renaming a code breaks pages already in browsers' caches: add, don't rename.
 * The site's list (src/lib/functionFailure.ts) must hold exactly these; a test compares them.
 */

/** What is wrong with one field (400, with `field`; `tooLong` also gives `max`). */
export const PROBLEM_CODES = ['required', 'notText', 'characters', 'tooLong', 'email', 'phone', 'service', 'locale'] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** Why the request as a whole was not taken. */
export const REQUEST_ERROR_CODES = [
  /** 400: the body is empty, not JSON, not UTF-8, not an object, or unreadable. */
  'badRequest',
  /** 403: the browser's Origin is not in ALLOWED_ORIGINS. */
  'originRefused',
  /** 405: not POST. */
  'methodNotAllowed',
  /** 413: the body is over the limit. */
  'tooLarge',
  /** 415: not JSON (nor a form post, where the endpoint takes them). */
  'unsupportedMediaType',
  /** 429: a rate limit; `scope` says which, `retryAfter` in how many seconds. */
  'rateLimited',
  /** 500, 503: our side failed; nothing was stored. */
  'unavailable',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

export type ErrorCode = ProblemCode | RequestErrorCode;
export const ERROR_CODES: readonly ErrorCode[] = [...PROBLEM_CODES, ...REQUEST_ERROR_CODES];
