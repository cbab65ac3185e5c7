import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { loadAllDeferred } from './app/deferred';
import { IslandPrerenderProvider, fillIslandFrames, islandPrerender } from './app/island';
import { HeadCollectorContext } from './components/PageMeta';
import type { HeadData } from './lib/head';
import { preloadPage } from './pages/registry';
import { site } from './content/site';
import { resolvePage, routes } from './routes/routes';
// After the app's own styles, as in the browser build: this build's stylesheet is the one
// every page inlines (scripts/prerender.mjs).
import './styles/global.css';

export { inlineSymbolId } from './components/Icon/Icon';
export { renderHeadTags } from './lib/head';
export { routes, resolvePage, articleNotFoundPath, notFoundPath } from './routes/routes';

/** Loads every page template and its per-path content, so that rendering never suspends. */
export async function preloadAll(): Promise<void> {
  await Promise.all([...routes.map((route) => preloadPage(route.page, route.path)), loadAllDeferred()]);
}

/** Loads what one path outside the route list renders (the article not-found page). */
export async function preloadPath(path: string): Promise<void> {
  const page = resolvePage(path);
  if (page) await preloadPage(page, path);
}

/**
 * Renders one path to HTML plus the head data its page declared and the icons its islands
 * may draw later (their symbols go into the page with those it shows).
 */
export function render(path: string): { html: string; head: HeadData; laterIcons: string[] } {
  let head: HeadData | undefined;
  const islands = islandPrerender(path);
  const page = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={(data) => (head ??= data)}>
        <IslandPrerenderProvider value={islands}>
          <App ssrPath={path} />
        </IslandPrerenderProvider>
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  if (!head) throw new Error(`Page at ${path} declared no PageMeta`);
  const html = fillIslandFrames(page, islands, (element, identifierPrefix) => renderToString(element, { identifierPrefix }));
  return { html, head, laterIcons: [...islands.laterIcons] };
}

export const siteOrigin = site.origin;
export { generatedFiles } from './files';
