/**
 * Boot. Every page arrives as complete prerendered HTML, so the browser paints it first and
 * only then fetches React and the page's islands, its interactive parts, and hydrates them
 * (src/app/hydrateIslands.tsx). On a slow phone the text shows as soon as the HTML and CSS
 * are in; links are plain links between prerendered pages. The prerender inlines this
 * script in each page (no request of its own), so it must not import anything.
 */

/** Longest wait for the first contentful paint (a browser may never report one). */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the page's first contentful paint has happened, read from the browser's
 * paint timing; after the next frame where that is not reported; at once in a hidden tab,
 * which paints nothing.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') return nextTask();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(nextTask);
    const fallback = setTimeout(() => {
      observer.disconnect();
      resolve();
    }, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(fallback);
      nextTask();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** What the prerender listed for this page (format: src/app/pageModules.ts). */
function readPageModules(): { hydrator?: unknown; load?: unknown } {
  const list = document.getElementById('page-modules')?.textContent;
  return list ? JSON.parse(list) : {};
}

/**
 * Fetches, in parallel, the modules the page runs once painted (React and the hydrator,
 * the islands that hydrate on load), then runs the hydrator. The hydrator is imported by
 * the URL the prerender wrote, so this script stays a few hundred bytes with no imports.
 */
function hydratePage(): Promise<void> {
  const { hydrator, load } = readPageModules();
  for (const href of Array.isArray(load) ? load : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = String(href);
    document.head.append(link);
  }
  if (typeof hydrator !== 'string') return Promise.reject(new Error('No island hydrator listed for this page'));
  return import(/* @vite-ignore */ hydrator).then((module: typeof import('./app/hydrateIslands')) => {
    module.hydrateIslands();
  });
}

// Every page arrives rendered, from the prerender or from the dev server alike.
if (document.getElementById('root')?.firstElementChild) afterFirstPaint().then(hydratePage);

// Offline reading of the pages read (src/serviceWorker/sw.ts), registered 5 s after the page
// has loaded: never competing with it, and a page left sooner was hardly read. (Not in the dev
// server, which has no worker.)
if (import.meta.env.PROD) addEventListener('load', () => setTimeout(() => navigator.serviceWorker?.register('/sw.js').catch(() => {}), 5000));
