import { use, useContext } from 'react';
import { pageLocale } from '../app/pageLocale';
import type { NewsMessages, ResourcesMessages } from '../content/messages';
import { LocaleContext } from './localeContext';

/** The interface messages an island may need, each module one chunk per locale. */
interface IslandCatalogues {
  newsMessages: NewsMessages;
  resourcesMessages: ResourcesMessages;
}

type Loaders<K extends keyof IslandCatalogues> = Record<string, () => Promise<Record<K, IslandCatalogues[K]>>>;

const loaders: { [K in keyof IslandCatalogues]: Loaders<K> } = {
  newsMessages: import.meta.glob<Record<'newsMessages', NewsMessages>>('../content/*/newsMessages.ts'),
  resourcesMessages: import.meta.glob<Record<'resourcesMessages', ResourcesMessages>>('../content/*/resourcesMessages.ts'),
};

const loading = new Map<string, Promise<unknown>>();

function load<K extends keyof IslandCatalogues>(key: K, locale: string): Promise<IslandCatalogues[K]> {
  const id = `${key}:${locale}`;
  let promise = loading.get(id) as Promise<IslandCatalogues[K]> | undefined;
  if (!promise) {
    const loader = loaders[key][`../content/${locale}/${key}.ts`];
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
export function useIslandMessages<K extends keyof IslandCatalogues>(key: K): IslandCatalogues[K] {
  const page = useContext(LocaleContext);
  if (page) return page.content[key];
  return use(load(key, pageLocale()));
}
