import { describe, expect, it } from 'vitest';
import { contentFor } from '../content';
import { formatMessage } from '../i18n/format';
import { formatWait } from '../i18n/wait';
import { defaultLocale, type Locale, localeInfo, locales } from '../i18n/locales';
import { type FunctionFailure, functionErrorCodes } from '../lib/functionFailure';
import { type FailureWords, contactFailureText, contactFailureTexts } from './contactFailureText';
import { contactFormContent } from './SiteContactForm';

const wordsOf = (locale: Locale): FailureWords => {
  const content = contentFor(locale);
  return { form: contactFormContent(content), texts: contactFailureTexts(content), intl: localeInfo[locale].intl };
};

/** One failure of each code, as the function answers it (a field's problem names its field). */
const sampleFailures: Record<FunctionFailure['code'], FunctionFailure> = {
  required: { code: 'required', field: 'firstName' },
  notText: { code: 'notText', field: 'organization' },
  characters: { code: 'characters', field: 'lastName' },
  tooLong: { code: 'tooLong', field: 'message', max: 5000 },
  email: { code: 'email', field: 'email' },
  phone: { code: 'phone', field: 'phone' },
  service: { code: 'service', field: 'service' },
  locale: { code: 'locale', field: 'locale' },
  badRequest: { code: 'badRequest' },
  originRefused: { code: 'originRefused' },
  methodNotAllowed: { code: 'methodNotAllowed' },
  tooLarge: { code: 'tooLarge' },
  unsupportedMediaType: { code: 'unsupportedMediaType' },
  rateLimited: { code: 'rateLimited', scope: 'client', retryAfter: 540 },
  unavailable: { code: 'unavailable' },
  network: { code: 'network' },
};
const everyFailure = Object.values(sampleFailures);

describe.each(locales)('contact failures in %s', (locale) => {
  const words = wordsOf(locale);
  const { texts, form } = words;
  const say = (failure: FunctionFailure) => contactFailureText(failure, words);

  it('says every code the function answers, and a network failure, in the locale', () => {
    expect(Object.keys(sampleFailures).sort()).toEqual([...functionErrorCodes, 'network'].sort());
    for (const failure of everyFailure) {
      const result = say(failure);
      expect(result.reason, failure.code).toBeTruthy();
      for (const text of [result.reason, result.fieldMessage]) expect(text ?? '', failure.code).not.toMatch(/[{}]/);
    }
  });

  it('gives the reasons of the request as a whole', () => {
    expect(say({ code: 'network' })).toEqual({ ok: false, reason: texts.network });
    expect(say({ code: 'unavailable' })).toEqual({ ok: false, reason: texts.unavailable });
    expect(say({ code: 'tooLarge' })).toEqual({ ok: false, reason: texts.tooLarge });
    for (const code of ['badRequest', 'originRefused', 'methodNotAllowed', 'unsupportedMediaType', 'locale'] as const) {
      expect(say({ code, field: 'locale' }), code).toEqual({ ok: false, reason: texts.refused });
    }
  });

  it('says which limit refused it and how long to wait, or to wait when the answer gave no time', () => {
    const { reasons, retryIn, retryLater } = texts.rateLimited;
    expect(say({ code: 'rateLimited', scope: 'message', retryAfter: 540 }).reason).toBe(
      formatMessage(retryIn, { reason: reasons.message, wait: formatWait(words.intl, 540) }),
    );
    expect(say({ code: 'rateLimited', scope: 'email', retryAfter: 45 }).reason).toContain(formatWait(words.intl, 45));
    expect(say({ code: 'rateLimited' }).reason).toBe(formatMessage(retryLater, { reason: reasons.flood }));
  });

  it("marks the field the function names, with the form's own words or its page's", () => {
    const max = new Intl.NumberFormat(words.intl).format(5000);
    expect(say({ code: 'tooLong', field: 'message', max: 5000 })).toEqual({
      ok: false,
      reason: texts.invalid,
      field: 'message',
      fieldMessage: formatMessage(texts.problems.tooLong, { label: form.fields.message.label, max }),
    });
    expect(say({ code: 'required', field: 'email' }).fieldMessage).toBe(form.fieldErrors.email);
    expect(say({ code: 'email', field: 'email' }).fieldMessage).toBe(texts.problems.email);
    expect(say({ code: 'phone', field: 'phone' }).fieldMessage).toBe(texts.problems.phone);
    expect(say({ code: 'service', field: 'service' }).fieldMessage).toBe(texts.problems.service);
    expect(say({ code: 'characters', field: 'lastName' }).fieldMessage).toBe(
      formatMessage(texts.problems.characters, { label: form.fields.lastName.label }),
    );
  });

  it('says the request was refused when no field can honestly be marked', () => {
    const refused = { ok: false, reason: texts.refused };
    expect(say({ code: 'phone' })).toEqual(refused);
    expect(say({ code: 'characters', field: 'website' })).toEqual(refused);
    expect(say({ code: 'required', field: 'phone' })).toEqual(refused);
    expect(say({ code: 'tooLong', field: 'message' })).toEqual(refused);
  });
});

describe('contact failures outside English', () => {
  const english = wordsOf(defaultLocale);
  for (const locale of locales.filter((other) => other !== defaultLocale)) {
    it(`${locale}: no reason and no field message is the English one`, () => {
      const words = wordsOf(locale);
      for (const failure of everyFailure) {
        const [theirs, ours] = [contactFailureText(failure, english), contactFailureText(failure, words)];
        expect(ours.reason, `${failure.code} reason`).not.toBe(theirs.reason);
        if (theirs.fieldMessage) expect(ours.fieldMessage, `${failure.code} field message`).not.toBe(theirs.fieldMessage);
      }
    });
  }

  it('French reads as French: a wait in minutes, a number with its spaces', () => {
    const fr = wordsOf('fr');
    expect(contactFailureText({ code: 'rateLimited', scope: 'client', retryAfter: 540 }, fr).reason).toBe(
      'plusieurs messages sont arrivés de votre réseau en peu de temps\u00a0; envoyez-le à nouveau dans 9 minutes',
    );
    expect(contactFailureText({ code: 'tooLong', field: 'message', max: 5000 }, fr).fieldMessage).toBe(
      'Message\u00a0: 5\u202f000 caractères au maximum, veuillez raccourcir le texte.',
    );
  });

  it('Portuguese too', () => {
    const pt = wordsOf('pt');
    expect(contactFailureText({ code: 'rateLimited', scope: 'client', retryAfter: 540 }, pt).reason).toBe(
      'chegaram várias mensagens da sua rede num curto espaço de tempo; envie-a novamente dentro de 9 minutos',
    );
    expect(contactFailureText({ code: 'network' }, pt).reason).toBe('não foi possível contactar o nosso servidor, verifique a sua ligação');
  });
});
