/**
 * Boot. Every page arrives as complete prerendered HTML, so the browser paints it first and
 * only then fetches React and the page's modules and hydrates (src/app/hydrate.tsx). On a
 * slow phone the text shows as soon as the HTML and CSS are in, instead of after ~100 KiB
 * of script; links work as plain links until hydration.
 */

/** Resolves after the next frame has been painted (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
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
