import { use, useContext } from 'react';
import { pageLocale } from '../app/pageLocale';
import type { SiteContent } from '../content/types';
import type { Locale } from '../i18n/locales';
import { LocaleContext } from './localeContext';

/**
 * A catalogue's module per locale, by path: `import.meta.glob` of each locale's file, written
 * in the module of the island that fetches it. The prerender preloads, with an island's
 * code, the catalogues its chunks import: each island's own, and no other island's.
 */
export type CatalogueLoaders<K extends keyof SiteContent> = Record<string, () => Promise<Record<K, SiteContent[K]>>>;

const loading = new Map<string, Promise<unknown>>();

function load<K extends keyof SiteContent>(key: K, locale: Locale, loaders: CatalogueLoaders<K>): Promise<SiteContent[K]> {
  const id = `${key}:${locale}`;
  let promise = loading.get(id) as Promise<SiteContent[K]> | undefined;
  if (!promise) {
    const loader = loaders[`../content/${locale}/${key}.ts`];
    promise = loader ? loader().then((module) => module[key]) : Promise.reject(new Error(`No ${key} for the locale "${locale}"`));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * An island's words in the page's language. Where pages render, the page root has them;
 * in the browser the island fetches its locale's catalogue with its own code (the page's
 * locale, from its `<html lang>`), so its labels travel neither in the HTML nor in every page's script.
 */
export function useIslandMessages<K extends keyof SiteContent>(key: K, loaders: CatalogueLoaders<K>): SiteContent[K] {
  const page = useContext(LocaleContext);
  if (page) return page.content[key];
  return use(load(key, pageLocale(), loaders));
}

/** The page's locale in an island: the page root's where pages render, its `<html lang>` in the browser. */
export const useIslandLocale = (): Locale => useContext(LocaleContext)?.locale ?? pageLocale();
