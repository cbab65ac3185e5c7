// Whether a rendered page needs script for what its controls answer (issue #24), read from its
// HTML: the one rule the prerender, the dev server and the size step share.

/** The island frames of a page: each island's name and when it hydrates (src/app/islandRoot.tsx). */
export const islandFrames = (html) => [...html.matchAll(/data-island="([^"]+)" data-hydrate="([^"]+)"/g)].map(([, name, hydrate]) => ({ name, hydrate }));

/**
 * The islands of a page whose answer needs script: not those that only improve what works
 * natively (`hydrate: 'intent'`, the header) nor the parts of every page that serve the
 * others (`everyPage`, the toast host).
 */
export const islandsNeedingScript = (html, everyPage) =>
  islandFrames(html)
    .filter(({ name, hydrate }) => hydrate !== 'intent' && !everyPage.has(name))
    .map(({ name }) => name);

/** A page needs script when it has such an island, or a link whose notice the toast host raises (a download). */
export const needsScript = (html, everyPage) => islandsNeedingScript(html, everyPage).length > 0 || html.includes('data-toast-title=');
