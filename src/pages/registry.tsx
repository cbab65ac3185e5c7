import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadArticleBody } from '../content/news/load';
import { loadServiceDetail } from '../content/services/load';
import type { PageId } from '../routes/routes';
import type { PageProps } from './types';

type PageModule = { default: ComponentType<PageProps> };

/** The template file (in this folder) of each page; several routes may share one. */
export const pageFiles: Partial<Record<PageId, string>> = {
  home: 'HomePage.tsx',
  about: 'AboutPage.tsx',
  contact: 'ContactPage.tsx',
  services: 'ServicesPage.tsx',
  malariaDrugs: 'MalariaDrugsPage.tsx',
  serviceDetail: 'ServiceDetailPage.tsx',
  privacy: 'LegalPage.tsx',
  terms: 'LegalPage.tsx',
  resources: 'ResourcesPage.tsx',
  news: 'NewsPage.tsx',
  article: 'ArticlePage.tsx',
  faq: 'FaqPage.tsx',
};

// Each page template is its own chunk, loaded when its route is first shown.
const modules = import.meta.glob<PageModule>('./*Page.tsx');
const loaders: Partial<Record<PageId, () => Promise<PageModule>>> = Object.fromEntries(
  Object.entries(pageFiles).map(([id, file]) => {
    const load = modules[`./${file}`];
    if (!load) throw new Error(`Page template ${file} not found`);
    return [id, load];
  }),
);

/** Per-path content a template reads with `use()`, loaded in its own chunk. */
const pageData: Partial<Record<PageId, (path: string) => Promise<unknown>>> = {
  serviceDetail: loadServiceDetail,
  article: loadArticleBody,
};

const loaded = new Map<PageId, ComponentType<PageProps>>();
const lazyPages = new Map<PageId, LazyExoticComponent<ComponentType<PageProps>>>();

/**
 * Loads a page's chunk (and its per-path content) ahead of rendering. The prerender calls it
 * for every route, and the dev server (src/app/renderApp.tsx) for the current one before
 * rendering, so neither ever suspends. (Built pages never load templates in the browser.)
 */
export async function preloadPage(id: PageId, path?: string): Promise<void> {
  const load = loaders[id];
  const data = path === undefined ? undefined : pageData[id]?.(path);
  if (load && !loaded.has(id)) loaded.set(id, (await load()).default);
  await data;
}

export function hasPage(id: PageId): boolean {
  return id in loaders;
}

/** Renders a page: synchronously once loaded, through React.lazy (Suspense) before. */
export function PageView({ id, path }: { id: PageId } & PageProps) {
  const Loaded = loaded.get(id);
  if (Loaded) return <Loaded path={path} />;
  let Lazy = lazyPages.get(id);
  if (!Lazy) {
    const load = loaders[id];
    if (!load) throw new Error(`No page template for "${id}"`);
    Lazy = lazy(load);
    lazyPages.set(id, Lazy);
  }
  return <Lazy path={path} />;
}
