/**
 * Why the newsletter box could not subscribe an address, in the page's language: the function's
 * error code (or `network`) mapped to the locale's words (`newsMessages.newsletter`), never the
 * function's English text. The table has an entry for every code, so `tsc` fails when the
 * functions gain one the box cannot say.
 */
import type { NewsMessages } from '../content/messages';
import { formatMessage } from '../i18n/format';
import { formatWait } from '../i18n/wait';
import type { FunctionFailure } from '../lib/functionFailure';
import type { NewsletterOutcome } from '../lib/newsletter';

export interface NewsletterFailureWords {
  texts: Pick<NewsMessages['newsletter'], 'failure' | 'errors'>;
  /** The locale's Intl tag, for the wait. */
  intl: string;
}

type Refusal = Extract<NewsletterOutcome, { ok: false }>;
type Say = (refusal: Refusal, words: NewsletterFailureWords) => string;

/** Nothing the visitor can correct, or no answer: try again later, or write to us. */
const fallback: Say = (_refusal, { texts }) => texts.failure.fallback;

/** A problem with the address the box sent (its own check let it through); any other field is not the visitor's. */
const address: Say = ({ failure }, { texts }) => (failure.field === 'email' ? texts.errors.email : texts.failure.fallback);

const sayings: Record<FunctionFailure['code'], Say> = {
  required: address,
  notText: address,
  characters: address,
  tooLong: address,
  email: address,
  // The box has no such field; the locale is the page's, which no visitor types.
  phone: fallback,
  service: fallback,
  locale: fallback,
  badRequest: fallback,
  originRefused: fallback,
  methodNotAllowed: fallback,
  unsupportedMediaType: fallback,
  tooLarge: fallback,
  rateLimited: ({ failure: { scope, retryAfter } }, { texts, intl }) => {
    const { reasons, retryIn, retryLater } = texts.errors.rateLimited;
    // A limit the function did not name (a gateway's 429) is everyone's, not the visitor's.
    const reason = reasons[scope ?? 'flood'];
    return retryAfter ? formatMessage(retryIn, { reason, wait: formatWait(intl, retryAfter) }) : formatMessage(retryLater, { reason });
  },
  unavailable: ({ status }, { texts }) => (status === 503 ? texts.errors.unavailable : texts.errors.failed),
  network: fallback,
};

/** The failure toast's description for a refusal, in the page's language. */
export const newsletterFailureText = (refusal: Refusal, words: NewsletterFailureWords): string => sayings[refusal.failure.code](refusal, words);
