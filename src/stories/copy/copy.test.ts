// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../../i18n/locales';
import { checkTranslation } from '../../i18n/translation/completeness';
import { storyCopyByLocale } from '.';

/** The stories' own sample words are held to the site's translation check (src/i18n/completeness.test.ts). */
describe.each(locales.filter((locale) => locale !== defaultLocale))('the stories’ %s copy', (locale) => {
  it('has every English text, translated, with the same placeholders and list lengths', () => {
    const findings = checkTranslation(locale, storyCopyByLocale.en, storyCopyByLocale[locale]).map(({ path, problem }) => `${path}: ${problem}`);
    expect(findings).toEqual([]);
  });
});
