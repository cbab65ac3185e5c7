// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentFor } from '../content';
import { contentLocales } from './locales';
import { checkTranslation } from './translation/completeness';

const translations = contentLocales.filter((locale) => locale !== 'en');

describe.each(translations)('the %s translation', (locale) => {
  it('has every English text, translated, with the same placeholders, plural forms and list lengths', () => {
    const findings = checkTranslation(locale, contentFor('en'), contentFor(locale)).map(({ path, problem }) => `${locale}: ${path}: ${problem}`);
    expect(findings).toEqual([]);
  });
});
