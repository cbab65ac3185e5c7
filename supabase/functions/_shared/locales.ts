/**
 * The site's published locales, as the contact function knows them: from its generated copy of
 * src/i18n/locales.ts (contactPage.generated.ts), since it deploys on its own. A message is
 * stored with one of them (the migration's CHECK constraint holds the same list), and the e-mail
 * to the company names its language in English.
 */
import { CONTACT_PAGE } from './contactPage.generated.ts';

export type Locale = (typeof CONTACT_PAGE.published)[number];

export const LOCALES: readonly Locale[] = CONTACT_PAGE.published;
export const DEFAULT_LOCALE: Locale = CONTACT_PAGE.defaultLocale;
/** The field carrying the page's locale, in JSON and in a form post alike. */
export const LOCALE_FIELD = CONTACT_PAGE.localeField;

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** "French (fr)": the language of a stored message, for the company's English e-mail. */
export function languageLine(locale: string): string {
  let name: string | undefined;
  try {
    name = englishNames.of(locale);
  } catch {
    // Not a well-formed tag (a row edited by hand): the stored value alone.
  }
  return name && name !== locale ? `${name} (${locale})` : locale;
}
