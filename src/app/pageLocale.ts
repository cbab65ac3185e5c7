import { localePrefix } from '../i18n/localePaths';
import { type Locale, localeOfHtmlLang } from '../i18n/locales';

/**
 * The page's locale in the browser: its `<html lang>`, which the prerender writes per page
 * (so an unknown path under /fr/, answered with the French 404 page, is French too).
 */
export const pageLocale = (): Locale => localeOfHtmlLang(document.documentElement.lang);

/** The router base of the page in the browser: its locale's prefix, as the prerender rendered it. */
export const pageBase = (): string => localePrefix(pageLocale());
