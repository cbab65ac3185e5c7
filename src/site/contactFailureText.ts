/**
 * Why a contact message did not go, in the page's language: the function's error code (or
 * `network`) mapped to the locale's words, never the function's English text. The table has an
 * entry for every code, so `tsc` fails when the function gains one the site cannot say.
 */
import type { ContactFormContent } from '../components/ContactForm';
import type { ContactNotSentContent, ContactSendErrorsContent, SiteContent } from '../content/types';
import { formatMessage } from '../i18n/format';
import { formatWait } from '../i18n/wait';
import type { FunctionFailure } from '../lib/functionFailure';
import { type ContactFieldName, isContactField, type SendResult } from '../lib/sendContactMessage';

/** Every word the form needs, beyond its own, to say why a message did not go. */
export interface ContactFailureTexts extends ContactSendErrorsContent {
  /** A field's message for the problems only the function checks (the same as its page's). */
  problems: ContactNotSentContent['problems'];
}

/** The failure texts of a locale's content, as the contact form island receives them. */
export const contactFailureTexts = ({ contact }: SiteContent): ContactFailureTexts => ({
  ...contact.sendErrors,
  problems: contact.notSent.problems,
});

export interface FailureWords {
  /** The form's labels and its own field messages. */
  form: Pick<ContactFormContent, 'fields' | 'fieldErrors'>;
  texts: ContactFailureTexts;
  /** The locale's Intl tag, for numbers and durations. */
  intl: string;
}

export type FailureText = Extract<SendResult, { ok: false }>;

/** The request itself was not taken: nothing the visitor can correct. */
const refused = (_failure: FunctionFailure, { texts }: FailureWords): FailureText => ({ ok: false, reason: texts.refused });

/** The message under a field, or null when the answer does not allow an honest one (then the request was refused). */
type FieldMessage = (field: ContactFieldName, failure: FunctionFailure, words: FailureWords) => string | null;

const withLabel = (template: string, field: ContactFieldName, { form }: FailureWords, values: Record<string, string> = {}) =>
  formatMessage(template, { label: form.fields[field].label, ...values });

const fieldMessages: Record<'required' | 'notText' | 'characters' | 'tooLong' | 'email' | 'phone' | 'service', FieldMessage> = {
  // Only the required fields can miss; the form checks them first, so this is a value it let through (spaces...).
  required: (field, _failure, words) =>
    field === 'firstName' || field === 'email' || field === 'message' ? words.form.fieldErrors[field] : null,
  notText: (field, _failure, words) => withLabel(words.texts.problems.characters, field, words),
  characters: (field, _failure, words) => withLabel(words.texts.problems.characters, field, words),
  tooLong: (field, { max }, words) =>
    max === undefined ? null : withLabel(words.texts.problems.tooLong, field, words, { max: new Intl.NumberFormat(words.intl).format(max) }),
  email: (_field, _failure, { texts }) => texts.problems.email,
  phone: (_field, _failure, { texts }) => texts.problems.phone,
  service: (_field, _failure, { texts }) => texts.problems.service,
};

/** A field's problem: the toast says a field needs correcting, the field says what. */
const fieldProblem =
  (message: FieldMessage) =>
  (failure: FunctionFailure, words: FailureWords): FailureText => {
    const field = failure.field;
    const text = isContactField(field) ? message(field, failure, words) : null;
    return text === null || field === undefined ? refused(failure, words) : { ok: false, reason: words.texts.invalid, field, fieldMessage: text };
  };

const failureTexts: Record<FunctionFailure['code'], (failure: FunctionFailure, words: FailureWords) => FailureText> = {
  required: fieldProblem(fieldMessages.required),
  notText: fieldProblem(fieldMessages.notText),
  characters: fieldProblem(fieldMessages.characters),
  tooLong: fieldProblem(fieldMessages.tooLong),
  email: fieldProblem(fieldMessages.email),
  phone: fieldProblem(fieldMessages.phone),
  service: fieldProblem(fieldMessages.service),
  // The page's locale, which no visitor types: nothing to correct in the form.
  locale: refused,
  badRequest: refused,
  originRefused: refused,
  methodNotAllowed: refused,
  unsupportedMediaType: refused,
  tooLarge: (_failure, { texts }) => ({ ok: false, reason: texts.tooLarge }),
  rateLimited: ({ scope, retryAfter }, { texts, intl }) => {
    const { reasons, retryIn, retryLater } = texts.rateLimited;
    // A limit the function did not name (a gateway's 429) is everyone's, not the visitor's.
    const reason = reasons[scope ?? 'flood'];
    return {
      ok: false,
      reason: retryAfter ? formatMessage(retryIn, { reason, wait: formatWait(intl, retryAfter) }) : formatMessage(retryLater, { reason }),
    };
  },
  unavailable: (_failure, { texts }) => ({ ok: false, reason: texts.unavailable }),
  network: (_failure, { texts }) => ({ ok: false, reason: texts.network }),
};

/** What the form shows for a failure: the toast's reason, and the field to mark with its message. */
export const contactFailureText = (failure: FunctionFailure, words: FailureWords): FailureText => failureTexts[failure.code](failure, words);
