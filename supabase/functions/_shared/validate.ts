/**
 * Server-side validation of the contact and newsletter payloads (each with the page's locale).
 *
 * Every visitor value is checked for type, length and characters before it reaches the
 * database or an e-mail. Single-line fields may not contain any control character (so no
 * CR/LF can reach a mail header) nor any invisible formatting character (INVISIBLE_FORMAT:
 * bidi overrides, zero-width characters); the message may contain line breaks and tabs only,
 * and no bidi override (BIDI_CONTROL).
 * Lengths count Unicode code points, like Postgres `char_length`, and match the CHECK
 * constraints of the migration.
 */

import type { ProblemCode } from './errors.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_FIELD } from './locales.ts';
import { SERVICES, type Service } from './services.generated.ts';

// The services the form offers, by stable id: generated from the site's services manifest.
export { SERVICES, type Service };

export const LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  organization: 200,
  message: 5000,
} as const;

/** The honeypot field: hidden in the form, filled only by bots. */
export const HONEYPOT_FIELD = 'website';

/** The form's fields, as the visitor filled them in. */
export interface ContactFields {
  firstName: string;
  lastName: string | null;
  email: string;
  phone: string | null;
  organization: string | null;
  service: Service | null;
  message: string;
}

/** A message as stored: its fields and the locale of the page it was written on. */
export interface ContactInput extends ContactFields {
  locale: Locale;
}

export type { ProblemCode };

/**
 * What is wrong with a value: its `code` (errors.ts) lets the answer be given in the visitor's
 * language (the form's page, the site's toast); the English `message` is for developers.
 * A body that is not an object at all has no field and the code `badRequest`.
 */
export class ValidationError extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
    readonly code: ProblemCode | 'badRequest',
    /** The length limit, for `tooLong`. */
    readonly max?: number,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export type ContactField = keyof typeof LIMITS | 'service';

const LABELS: Record<ContactField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  organization: 'Organization',
  service: 'Service',
  message: 'Message',
};

// C0 and C1 controls, DEL, and the Unicode line/paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The same but allowing \t and \n (CRLF and CR are normalised to \n first).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * Invisible characters that change how text reads without showing themselves: the bidi
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069: "Trojan Source",
 * CVE-2021-42574, makes `moc.evil@ama` read as another address), the marks U+200E, U+200F and
 * U+061C, zero-width space and joiners (U+200B-U+200D), word joiner and invisible operators
 * (U+2060-U+2064), the byte order mark U+FEFF, U+180E, the soft hyphen U+00AD (shown by no
 * one, yet it makes two names or addresses differ), and the tag characters U+E0000-U+E007F
 * (invisible text). Refused in the single-line fields (names, e-mail, phone, organisation,
 * the newsletter address), which end up in the company's mail headers and must read as typed.
 * The joiners also build some emoji and Indic or Persian spellings: a name needs neither here.
 */
export const INVISIBLE_FORMAT = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/;
/**
 * In the message only the bidi embeddings, overrides and isolates are refused: they can make
 * the text the company reads differ from its order (Trojan Source); zero-width joiners and the
 * direction marks are kept, as a message in Arabic or with emoji needs them.
 */
export const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function requiredText(body: Record<string, unknown>, field: ContactField, opts: { multiline?: boolean; max: number }): string {
  const value = text(body, field, { ...opts, required: true });
  if (value === null) throw new ValidationError(`${LABELS[field]} is required.`, field, 'required');
  return value;
}

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function own(body: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(body, key) ? body[key] : undefined;
}

function text(
  body: Record<string, unknown>,
  field: ContactField,
  opts: { required: boolean; multiline?: boolean; max: number },
): string | null {
  const label = LABELS[field];
  const raw = own(body, field);
  if (raw === undefined || raw === null) {
    if (opts.required) throw new ValidationError(`${label} is required.`, field, 'required');
    return null;
  }
  if (typeof raw !== 'string') throw new ValidationError(`${label} must be text.`, field, 'notText');
  let value = raw.normalize('NFC');
  if (opts.multiline) value = value.replace(/\r\n?/g, '\n');
  value = value.trim();
  if (value === '') {
    if (opts.required) throw new ValidationError(`${label} is required.`, field, 'required');
    return null;
  }
  if (LONE_SURROGATE.test(value)) throw new ValidationError(`${label} contains invalid characters.`, field, 'characters');
  if ((opts.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value)) {
    throw new ValidationError(
      opts.multiline
        ? `${label} contains control characters that are not allowed.`
        : `${label} must not contain line breaks or control characters.`,
      field,
      'characters',
    );
  }
  if ((opts.multiline ? BIDI_CONTROL : INVISIBLE_FORMAT).test(value)) {
    throw new ValidationError(
      opts.multiline
        ? `${label} contains text-direction control characters that are not allowed.`
        : `${label} must not contain invisible or text-direction control characters.`,
      field,
      'characters',
    );
  }
  if (codePoints(value) > opts.max) {
    throw new ValidationError(`${label} must be at most ${opts.max} characters.`, field, 'tooLong', opts.max);
  }
  return value;
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * A plausible, deliverable-looking address: one `@`, an ASCII dot-atom local part of at most
 * 64 characters, and a domain of at least two labels with an alphabetic (or punycode) TLD.
 * Quoted local parts and IP literals are refused on purpose.
 */
export function isPlausibleEmail(value: string): boolean {
  if (value.length > LIMITS.email) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return TLD.test(labels.at(-1) ?? '');
}

function email(body: Record<string, unknown>): string {
  const value = requiredText(body, 'email', { max: LIMITS.email });
  if (!value.includes('@') || !isPlausibleEmail(value)) {
    throw new ValidationError('Please enter a valid email address.', 'email', 'email');
  }
  return value;
}

const PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;

function phone(body: Record<string, unknown>): string | null {
  const value = text(body, 'phone', { required: false, max: LIMITS.phone });
  if (value === null) return null;
  const digits = value.replace(/\D/g, '').length;
  if (!PHONE.test(value) || digits < 6 || digits > 20) {
    throw new ValidationError(
      'Please enter a valid phone number (digits, spaces and + ( ) - . only).',
      'phone',
      'phone',
    );
  }
  return value;
}

function service(body: Record<string, unknown>): Service | null {
  const value = text(body, 'service', { required: false, max: 100 });
  if (value === null) return null;
  const match = SERVICES.find((s) => s === value);
  if (!match) throw new ValidationError('Please choose a service from the list.', 'service', 'service');
  return match;
}

export function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError('Request body must be a JSON object.', undefined, 'badRequest');
  }
  return body as Record<string, unknown>;
}

/** True when the hidden honeypot field carries anything at all. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = own(body, HONEYPOT_FIELD);
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The check of each contact field, in the form's order (so the first problem is the topmost). */
const contactChecks: { [K in keyof ContactFields]: (body: Record<string, unknown>) => ContactFields[K] } = {
  firstName: (body) => requiredText(body, 'firstName', { max: LIMITS.firstName }),
  lastName: (body) => text(body, 'lastName', { required: false, max: LIMITS.lastName }),
  email,
  phone,
  organization: (body) => text(body, 'organization', { required: false, max: LIMITS.organization }),
  service,
  message: (body) => requiredText(body, 'message', { multiline: true, max: LIMITS.message }),
};

/**
 * The page's locale: one of the published locales, or the default one when none is sent (a
 * page from before locales were sent). Anything else is refused: it comes from no page of ours,
 * and the database would refuse it anyway.
 */
function locale(body: Record<string, unknown>): Locale {
  const raw = own(body, LOCALE_FIELD);
  if (raw === undefined || raw === null || raw === '') return DEFAULT_LOCALE;
  if (typeof raw !== 'string') throw new ValidationError('Locale must be text.', LOCALE_FIELD, 'notText');
  if (!isLocale(raw)) throw new ValidationError('Locale must be one of the site\'s published locales.', LOCALE_FIELD, 'locale');
  return raw;
}

/**
 * Checks the contact payload and throws its first problem. Field order follows the form, so
 * the visitor is told about the first problem from the top; the locale, which no visitor types,
 * comes last. Unknown fields are ignored.
 */
export function validateContact(input: unknown): ContactInput {
  const body = asObject(input);
  const c = contactChecks;
  return {
    firstName: c.firstName(body),
    lastName: c.lastName(body),
    email: c.email(body),
    phone: c.phone(body),
    organization: c.organization(body),
    service: c.service(body),
    message: c.message(body),
    locale: locale(body),
  };
}

/** Every problem of the contact fields, one per field at most, in the form's order (for a page listing them all). */
export function contactProblems(input: unknown): ValidationError[] {
  const body = asObject(input);
  const problems: ValidationError[] = [];
  for (const check of Object.values(contactChecks)) {
    try {
      check(body);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      problems.push(err);
    }
  }
  return problems;
}

/** A subscription as stored: the address and the locale of the page it was made on. */
export interface NewsletterInput {
  email: string;
  locale: Locale;
}

/** Checks the newsletter payload: the address first (what the visitor typed), then the page's locale. */
export function validateNewsletter(input: unknown): NewsletterInput {
  const body = asObject(input);
  return { email: email(body), locale: locale(body) };
}
