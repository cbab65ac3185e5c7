import { describe, expect, it } from 'vitest';
import { contentFor } from '../content';
import { site } from '../content/site';
import { formatMessage } from '../i18n/format';
import { type Locale, localeInfo, locales } from '../i18n/locales';
import { formatWait } from '../i18n/wait';
import { type FunctionFailure, functionErrorCodes } from '../lib/functionFailure';
import { type NewsletterFailureWords, newsletterFailureText } from './newsletterFailureText';

const wordsOf = (locale: Locale): NewsletterFailureWords => ({ texts: contentFor(locale).newsMessages.newsletter, intl: localeInfo[locale].intl });

/** The codes about the address, which subscribe-newsletter answers with `field: 'email'`. */
const addressCodes: readonly string[] = ['required', 'notText', 'characters', 'tooLong', 'email'];
const everyCode = [...functionErrorCodes, 'network'] as const;

/** One refusal of a code, as subscribe-newsletter answers it. */
const sampleOf = (code: FunctionFailure['code']): FunctionFailure =>
  code === 'rateLimited' ? { code, scope: 'client', retryAfter: 540 } : addressCodes.includes(code) ? { code, field: 'email' } : { code };
const samples = Object.fromEntries(everyCode.map((code) => [code, sampleOf(code)])) as Record<FunctionFailure['code'], FunctionFailure>;

describe.each(locales)('newsletter refusals in %s', (locale) => {
  const words = wordsOf(locale);
  const { failure, errors } = words.texts;
  const say = (refusal: FunctionFailure, status?: number) => newsletterFailureText({ ok: false, failure: refusal, status }, words);

  it('says every code the functions answer, and a network failure, as a whole sentence of the locale', () => {
    for (const sample of Object.values(samples)) {
      const text = say(sample, 400);
      expect(text, sample.code).toBeTruthy();
      expect(text, sample.code).not.toMatch(/[{}]/);
    }
  });

  it('says an address the function refused, whatever its problem', () => {
    for (const code of ['required', 'notText', 'characters', 'tooLong', 'email'] as const) expect(say(samples[code], 400), code).toBe(errors.email);
    // The same code about another field (the locale) is not the visitor's to correct.
    expect(say({ code: 'notText', field: 'locale' }, 400)).toBe(failure.fallback);
  });

  it('says which limit refused it and how long to wait, or to wait when the answer gave no time', () => {
    const { reasons, retryIn, retryLater } = errors.rateLimited;
    expect(say({ code: 'rateLimited', scope: 'email', retryAfter: 45 }, 429)).toBe(
      formatMessage(retryIn, { reason: reasons.email, wait: formatWait(words.intl, 45) }),
    );
    expect(say({ code: 'rateLimited' }, 429)).toBe(formatMessage(retryLater, { reason: reasons.flood }));
  });

  it('tells a service that is down (503) from a failure on our side (500), and falls back for the rest', () => {
    expect(say({ code: 'unavailable' }, 503)).toBe(errors.unavailable);
    expect(say({ code: 'unavailable' }, 500)).toBe(errors.failed);
    expect(say({ code: 'unavailable' }, 502)).toBe(errors.failed);
    for (const code of ['network', 'badRequest', 'originRefused', 'methodNotAllowed', 'unsupportedMediaType', 'tooLarge', 'locale'] as const) {
      expect(say(samples[code]), code).toBe(failure.fallback);
    }
  });
});

describe('newsletter refusals in French and Portuguese', () => {
  it('never say the English', () => {
    const english = wordsOf('en');
    for (const locale of ['fr', 'pt'] as const) {
      const words = wordsOf(locale);
      for (const [sample, status] of [[samples.email, 400], [samples.rateLimited, 429], [samples.unavailable, 503], [samples.unavailable, 500], [samples.network, undefined]] as const) {
        const text = newsletterFailureText({ ok: false, failure: sample, status }, words);
        expect(text, `${locale} ${sample.code}`).not.toBe(newsletterFailureText({ ok: false, failure: sample, status }, english));
      }
      expect(newsletterFailureText({ ok: false, failure: samples.rateLimited, status: 429 }, words)).toContain(locale === 'fr' ? '9 minutes' : '9 minutos');
    }
  });
});

describe('newsletter refusals in English', () => {
  const say = (refusal: FunctionFailure, status?: number) => newsletterFailureText({ ok: false, failure: refusal, status }, wordsOf('en'));

  it("are word for word what the box showed before: the function's own English texts", () => {
    expect(say(samples.email, 400)).toBe('Please enter a valid email address.');
    expect(say({ code: 'rateLimited', scope: 'client', retryAfter: 540 }, 429)).toBe('Too many sign-up attempts from your network. Please try again in 9 minutes.');
    expect(say({ code: 'rateLimited', scope: 'email', retryAfter: 30 }, 429)).toBe('Too many sign-up attempts for this email address. Please try again in 30 seconds.');
    expect(say({ code: 'rateLimited', scope: 'flood', retryAfter: 61 }, 429)).toBe('We are receiving an unusual number of sign-ups. Please try again in 61 seconds.');
    expect(say(samples.unavailable, 503)).toBe(`This service is temporarily unavailable. Please try again later or email us at ${site.email}.`);
    expect(say(samples.unavailable, 500)).toBe(`Something went wrong on our side. Please try again later or email us at ${site.email}.`);
    expect(say(samples.network)).toBe(`We could not add your address to the mailing list. Please try again later, or write to ${site.email}.`);
  });
});
