/**
 * Where a page lives in each locale. A site path ("/news/q4-results") is the same in every
 * language; English serves it at the root and every other locale under its prefix:
 * `/fr/news/q4-results`, `/pt/about`. A locale's home is its bare prefix (`/fr`,
 * no trailing slash), as every other page is written (`/about`): it is `fr.html` in
 * dist/, which `npm start` and Cloudflare Pages serve at `/fr`, and `/fr/` redirects there (308).
 */
import { defaultLocale, isLocale, type Locale } from './locales';

/** The router base of a locale: "" for English, "/fr" for French. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? '' : `/${locale}`);

/** The URL path of a site path in a locale: ("fr", "/about") -> "/fr/about"; ("fr", "/") -> "/fr". */
export function localePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/**
 * The locale of a URL path and the site path within it: "/fr/news/x" -> fr, "/news/x";
 * "/fr" -> fr, "/"; "/about" (or "/french") -> en, unchanged.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== defaultLocale && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: pathname };
}

export const localeOfPath = (pathname: string): Locale => splitLocalePath(pathname).locale;

/**
 * A router href as the site writes it: no trailing slash. wouter's links join the base and
 * the path, so the home of a prefixed locale would be "/fr/"; this makes it "/fr".
 */
export const withoutTrailingSlash = (href: string): string => (href.length > 1 && href.endsWith('/') ? href.slice(0, -1) : href);
