import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { loadAllDeferred } from './app/deferred';
import { IslandPrerenderProvider, fillIslandFrames, islandPrerender } from './app/island';
import { HeadCollectorContext } from './components/PageMeta';
import type { HeadData } from './lib/head';
import { site } from './content/site';
// After the app's own styles, as in the browser build: this build's stylesheet is the one
// every page inlines (scripts/prerender.mjs).
import './styles/global.css';

export { inlineSymbolId } from './components/Icon/Icon';
export { renderHeadTags } from './lib/head';
export { routes, resolvePage, articleNotFoundPath, notFoundPath } from './routes/routes';

/** Loads the code deferred in the browser (the header's menu), so that rendering never suspends. */
export async function preloadAll(): Promise<void> {
  await loadAllDeferred();
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
