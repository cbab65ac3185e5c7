/**
 * The site's languages: one list drives the router, the prerender, the sitemap, the tests
 * and the language switcher. English is the source and lives at the root (`/about`);
 * every other locale under its own prefix (`/fr/about`). To add a locale, see the README
 * ("How to add a locale").
 */
export const locales = ['en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * Every locale whose content exists (typed against the English records), published or not:
 * a locale joins `locales`, the router and the switcher, once it is complete.
 */
export const contentLocales = ['en', 'fr', 'pt'] as const;
export type ContentLocale = (typeof contentLocales)[number];

export interface LocaleInfo {
  /** BCP 47 tag for Intl (dates, numbers, plurals). */
  intl: string;
  /** `<html lang>` and `hreflang`. */
  htmlLang: string;
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { intl: 'en-US', htmlLang: 'en', ogLocale: 'en_GB' },
};
