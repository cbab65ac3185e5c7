/**
 * Boot. Every page arrives as complete prerendered HTML, so the browser paints it first and
 * only then fetches React and the page's modules and hydrates (src/app/hydrate.tsx). On a
 * slow phone the text shows as soon as the HTML and CSS are in, instead of after ~100 KiB
 * of script; links work as plain links until hydration.
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

/** Fetches, in parallel, the modules the prerender listed for this page (app, page, content). */
function preloadPageModules(): void {
  const list = document.getElementById('page-modules')?.textContent;
  const files: unknown = list ? JSON.parse(list) : [];
  if (!Array.isArray(files)) return;
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = String(href);
    document.head.append(link);
  }
}

afterFirstPaint().then(() => {
  preloadPageModules();
  return import('./app/hydrate');
});
