import type { Page } from '@playwright/test';

/**
 * Resolves once the page's script has done what it does without the visitor: on a page with
 * islands of its own, once every island that hydrates on load (the toast host) is React's.
 * A page without (its `page-modules` lists nothing to load: only the header, which hydrates
 * on intent) runs no script file at all, so there is nothing to wait for. Islands that
 * hydrate on interaction or intent do so when a test reaches for them, and replay a click
 * that came first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const modules = JSON.parse(document.getElementById('page-modules')?.textContent || '{}') as { load?: string[] };
    if (!modules.load?.length) return document.readyState === 'complete';
    const islands = document.querySelectorAll('[data-hydrate="load"]');
    return islands.length > 0 && document.querySelectorAll('[data-hydrate="load"]:not([data-hydrated])').length === 0;
  });
}

/**
 * Resolves once every island of the page is hydrated, reaching for each one that waits for
 * the visitor. On a page without islands of its own, the toast host (there for the other
 * islands' replies) never hydrates: it is left out.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await waitForHydration(page);
  // Reached for again at each poll: where the hydrator comes on intent only, the boot script
  // takes the first sign and the hydrator listens only once it has arrived.
  await page.waitForFunction(() => {
    for (const island of document.querySelectorAll('[data-hydrate="interaction"]:not([data-hydrated]), [data-hydrate="intent"]:not([data-hydrated])')) {
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
    const modules = JSON.parse(document.getElementById('page-modules')?.textContent || '{}') as { load?: string[] };
    const waiting = modules.load?.length ? '[data-island]' : '[data-island]:not([data-hydrate="load"])';
    return document.querySelectorAll(`${waiting}:not([data-hydrated])`).length === 0;
  });
}

/** Answers every request to the outside world locally: the suite never leaves the machine. */
export async function stubExternalSites(page: Page): Promise<void> {
  await page.context().route(/^https:\/\/(www\.)?(facebook|twitter|linkedin|youtube)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}

/**
 * The URL of an island's own module on a page, as the prerender lists it in the page's
 * `page-modules` (its first chunk): what a test delays or breaks to stand for a slow or
 * dropped connection.
 */
export async function islandChunk(page: Page, path: string, island: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const modules = JSON.parse(/id="page-modules">([^<]*)</.exec(html)?.[1] ?? '{}') as { islands?: Record<string, string[]> };
  const chunk = modules.islands?.[island]?.[0];
  if (!chunk) throw new Error(`no chunk for ${island} on ${path}`);
  return chunk;
}
