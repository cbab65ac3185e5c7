import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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

const loaded = new Map<PageId, ComponentType<PageProps>>();
const lazyPages = new Map<PageId, LazyExoticComponent<ComponentType<PageProps>>>();

/**
 * Loads a page's chunk ahead of rendering. The client calls it for the current route
 * before hydrating, and the prerender for every page, so neither ever suspends.
 */
export async function preloadPage(id: PageId): Promise<void> {
  const load = loaders[id];
  if (!load || loaded.has(id)) return;
  const module = await load();
  loaded.set(id, module.default);
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
