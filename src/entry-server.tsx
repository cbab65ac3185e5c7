import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { loadAllDeferred } from './app/deferred';
import { islands } from 'virtual:islands';
import { IslandPrerenderProvider, fillIslandFrames, islandPrerender, registerIslands } from './app/island';
import { localePrefix, localeOfPath, splitLocalePath } from './i18n/localePaths';
import { localeInfo } from './i18n/locales';
import { isRoutePath } from './routes/routes';
import { LocaleProvider } from './site/locale';
import { HeadCollectorContext } from './site/PageMeta';
import { type HeadData, pageUrl } from './lib/head';
import { site } from './content/site';
import { printUrlStyle } from './styles/paper';
// After the app's own styles, as in the browser build: this build's stylesheet is the one
// every page inlines (scripts/prerender.mjs).
import './styles/global.css';

export { inlineSymbolId } from './components/Icon/Icon';
export { renderHeadTags } from './lib/head';
export { routes, localizedRoutes, resolvePage, articleNotFoundPath, notFoundPath } from './routes/routes';
export { locales, localeInfo, defaultLocale } from './i18n/locales';
export { localeOfPath, localePath } from './i18n/localePaths';
export { alternates } from './lib/head';
export { printStampScript } from './app/printStamp';

// Every island, named by its module (src/**/*.island.tsx): the frames the pages render carry the name.
registerIslands(islands);

/** The islands whose code travels with the hydrator (declared `everyPage`); the others are chunks of their own. */
export const everyPageIslands = Object.entries(islands).filter(([, entry]) => entry.everyPage).map(([id]) => id);

/** Loads the code deferred in the browser (the header's menu), so that rendering never suspends. */
export async function preloadAll(): Promise<void> {
  await loadAllDeferred();
}

/**
 * Renders one URL path ("/fr/about": the locale comes from its prefix) to HTML plus the head
 * data its page declared and the icons its islands may draw later (their symbols go into
 * the page with those it shows).
 */
export function render(path: string): { html: string; head: HeadData; laterIcons: string[] } {
  let head: HeadData | undefined;
  const locale = localeOfPath(path);
  // Each island is rendered as a root of its own, inside the page's locale as the page is.
  const islands = islandPrerender(path, localePrefix(locale), (root) => <LocaleProvider locale={locale}>{root}</LocaleProvider>);
  const page = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={(data) => (head ??= data)}>
        <IslandPrerenderProvider value={islands}>
          <App ssrPath={path} locale={locale} />
        </IslandPrerenderProvider>
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  if (!head) throw new Error(`Page at ${path} declared no PageMeta`);
  const html = fillIslandFrames(page, islands, (element, identifierPrefix) => renderToString(element, { identifierPrefix }));
  return { html, head, laterIcons: [...islands.laterIcons] };
}

/**
 * A whole page for the dev server: the render, and what the prerender would have written
 * for that path: 404 for a path outside the route list in its locale (unknown pages and
 * articles alike, each in the language of its prefix).
 */
export function renderPage(path: string) {
  const status = isRoutePath(splitLocalePath(path).path) ? 200 : 404;
  return { ...render(path), status, lang: langOf(path), htmlAttributes: htmlAttributes(path) };
}

/** The `<html lang>` of the page at a URL path. */
export const langOf = (path: string): string => localeInfo[localeOfPath(path)].htmlLang;

/**
 * The attributes of the page's `<html>`: its language, and its address for its printed
 * sheets (src/styles/print.css.ts), which a not-found page leaves out: its address is
 * whatever the visitor asked for.
 */
export function htmlAttributes(path: string): string {
  const { locale, path: sitePath } = splitLocalePath(path);
  const lang = `lang="${langOf(path)}"`;
  return isRoutePath(sitePath) ? `${lang} style="${printUrlStyle(pageUrl(locale, sitePath))}"` : lang;
}

export const siteOrigin = site.origin;
export { generatedFiles } from './files';
export { serviceWorkerConfig } from './serviceWorker/config';
