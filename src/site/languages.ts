import type { LanguageLink } from '../components/Header';
import { localePath } from '../i18n/localePaths';
import { type Locale, localeInfo, locales } from '../i18n/locales';

/**
 * The switcher's links: the page at `path` (a site path) in every locale, the current one
 * marked. Written into the page (the header island's props), so they need no script.
 */
export const languageLinks = (current: Locale, path: string): LanguageLink[] =>
  locales.map((locale) => ({
    label: localeInfo[locale].label,
    name: localeInfo[locale].name,
    lang: localeInfo[locale].htmlLang,
    hrefLang: locale,
    href: localePath(locale, path),
    current: locale === current,
  }));
