// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentFor } from '../content';
import { contentLocales } from './locales';
import { checkTranslation } from './translation/completeness';

const translations = contentLocales.filter((locale) => locale !== 'en');

/**
 * Known and scheduled (#13): the catalogue PDF is still one English file, so its download
 * name stays English until the per-locale files are built. Listed here so the check names
 * it; the test fails once it is fixed, so that this list is emptied then.
 */
const pending = ['malariaDrugs.catalog.fileName'];

describe.each(translations)('the %s translation', (locale) => {
  it('has every English text, translated, with the same placeholders, plural forms and list lengths', () => {
    const all = checkTranslation(locale, contentFor('en'), contentFor(locale));
    const findings = all.filter(({ path }) => !pending.includes(path)).map(({ path, problem }) => `${locale}: ${path}: ${problem}`);
    expect(findings).toEqual([]);
    expect(all.map(({ path }) => path).filter((path) => pending.includes(path)), 'fixed: remove it from `pending`').toEqual(pending);
  });
});
