/**
 * The site's languages: one list drives the router, the prerender, the sitemap, the tests
 * and the language switcher. English is the source and lives at the root (`/about`);
 * every other locale under its own prefix (`/fr/about`, src/i18n/localePaths.ts). To add a
 * locale, see docs/adding-a-locale.md.
 */
export const locales = ['en', 'fr', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * Every locale whose content exists (typed against the English records), published or not:
 * a locale joins `locales`, the router and the switcher, once it is complete.
 */
export const contentLocales = ['en', 'fr', 'pt'] as const;
export type ContentLocale = (typeof contentLocales)[number];

import { formatTime, type TimeOptions } from './format';

export interface LocaleInfo extends TimeOptions {
  /** BCP 47 tag for Intl (dates, numbers, plurals). */
  intl: string;
  /** `<html lang>`, and `lang` wherever the language is named (the switcher). */
  htmlLang: string;
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
  /** The language's own name, which the switcher gives assistive technology: "Français". */
  name: string;
  /** Its short label in the switcher: "FR". */
  label: string;
  /** What joins a label to its value, "Email: …" (French typography: "Courriel : …", a no-break space before the colon). Default ": ". */
  labelSeparator?: string;
}

/**
 * `hreflang` (link alternates, the sitemap, the switcher) is the locale's code itself: a
 * language without a region, since the pages address every reader of that language.
 */
export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { intl: 'en-US', htmlLang: 'en', ogLocale: 'en_GB', name: 'English', label: 'EN' },
  // French typography writes times "14 h 00" (no-break spaces, so the time never wraps),
  // where CLDR's French pattern gives "14:00".
  fr: { intl: 'fr', htmlLang: 'fr', ogLocale: 'fr_FR', name: 'Français', label: 'FR', hourMinuteSeparator: '\u00a0h\u00a0', labelSeparator: '\u00a0: ' },
  // European (and African) Portuguese spelling and terms (registo, fabrico, Benim), as
  // Cabo Verde and Guinea-Bissau write: `pt-PT` tells screen readers, hyphenation and
  // spell checkers which norm the text follows. (hreflang stays `pt`: a region there would
  // aim the pages at readers in Portugal, not at every reader of Portuguese.)
  pt: { intl: 'pt-PT', htmlLang: 'pt-PT', ogLocale: 'pt_PT', name: 'Português', label: 'PT' },
};

/** A time of day (24-hour, office time: "14:00") as the locale writes it: "2:00 PM", "14 h 00", "14:00". */
export const formatTimeIn = (locale: Locale, time: string, date?: string): string => formatTime(localeInfo[locale].intl, time, date, localeInfo[locale]);

export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** The locale a page's `<html lang>` names (how the browser's islands know the page's language). */
export const localeOfHtmlLang = (lang: string): Locale =>
  locales.find((locale) => localeInfo[locale].htmlLang.toLowerCase() === lang.toLowerCase()) ?? defaultLocale;

/** "Email: hello@…" as the locale writes a label and its value ("Courriel : hello@…"). */
export const labelled = (locale: Locale, label: string, value: string): string => `${label}${localeInfo[locale].labelSeparator ?? ': '}${value}`;
