/**
 * What the build writes into the service worker (scripts/service-worker.mjs, from
 * `serviceWorkerConfig` in ./config.ts): plain data, HTML already escaped.
 */
export interface ServiceWorkerConfig {
  /** Names the cache of this build's hashed files: a deploy with other files gets a new cache, and the old one goes. */
  build: string;
  /** The locale of a path without a locale prefix (`/about`). */
  defaultLocale: string;
  /** Each locale by its code, which is also its path prefix (`/fr/...`). */
  locales: Record<string, LocaleWords>;
  /** What ends most pages' titles (" | Volta Pharma"): the offline page's list leaves it out. */
  titleSuffix: string;
  /** The rules of the site's stylesheet for what the worker writes into pages (`[data-offline-...]`, src/styles/offline.css.ts). */
  css: string;
}

export interface LocaleWords {
  /** `<html lang>` of the locale. */
  lang: string;
  /** Its Intl tag, for the dates. */
  intl: string;
  /** "You are reading a saved copy from {date}." */
  savedCopy: string;
  /** The offline page's `<title>`. */
  title: string;
  /** The offline page's content, with `{url}` (the page to try again) and `{saved}` (the list of saved pages) to fill. */
  page: string;
  /** After a saved page's title: "saved {date}". */
  savedOn: string;
  /** In place of the list when nothing is saved. */
  noneSaved: string;
}
