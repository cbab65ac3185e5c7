import { type BrowserContext, type Locator, type Page, type Request, test as base, expect } from '@playwright/test';
import { localePath } from '../../src/i18n/localePaths';
import { defaultLocale, type Locale, locales } from '../../src/i18n/locales';
import { isFirstOfTemplate, type RouteEntry, routes } from '../../src/routes/routes';
import { hydrateAllIslands } from '../e2e/hydration';

/**
 * Shared pieces of the visual suite (playwright.visual.config.ts): a fixed clock, no
 * network, and one `settle` step that waits until a page can no longer change by itself.
 */

/** The clock every visual test runs at: copyright year and anything date-dependent. */
export const fixedNow = new Date('2026-06-15T09:00:00Z');

/** The two local servers: every other request fails (no network, playwright.visual.config.ts). */
export const isLocal = (url: URL) => !/^(https?|wss?):$/.test(url.protocol) || ['localhost', '127.0.0.1'].includes(url.hostname);

/**
 * Records what a context asks of outside this machine: each URL of a request (`request`) or of
 * a failed one (`requestfailed`) that is not local, until the returned function is called, which
 * stops it and gives the URLs.
 */
export function recordOutsideRequests(context: BrowserContext, event: 'request' | 'requestfailed'): () => string[] {
  const outside = new Set<string>();
  const record = (request: Request) => {
    if (!isLocal(new URL(request.url()))) outside.add(request.url());
  };
  // Both events hand over the Request; one overload of on/off stands for both.
  context.on(event as 'request', record);
  return () => {
    context.off(event as 'request', record);
    return [...outside];
  };
}

export const test = base.extend<{ noNetwork: undefined; chromiumNote: undefined }>({
  // Nothing outside this machine answers (the config's browser has a proxy that does not
  // exist, which only the two local servers bypass); the report lists what a page tried to
  // fetch from outside, if anything. The web font: tests/visual/serve-site.mjs.
  noNetwork: [
    async ({ context }, use, testInfo) => {
      const stop = recordOutsideRequests(context, 'requestfailed');
      await use(undefined);
      const blocked = stop();
      if (blocked.length > 0) testInfo.annotations.push({ type: 'Blocked requests', description: blocked.join('\n') });
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(fixedNow);
    await use(page);
  },
  // A failing test says so when the baselines were made with another Chromium
  // (the note is set by tests/visual/chromium-version.ts).
  chromiumNote: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      await use(undefined);
      const note = process.env.VISUAL_CHROMIUM_NOTE;
      if (note && testInfo.status !== testInfo.expectedStatus) testInfo.annotations.push({ type: 'Chromium version', description: note });
    },
    { auto: true },
  ],
});

export { expect };

/** Where a locale's baselines go: English ones at the top (as before locales), others in a folder per locale. */
export const baselinePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `${locale}/`);

/** A page the visual suite shoots: its URL in a locale, the name of its baselines, and whether it stands for its template. */
export interface PageShot {
  path: string;
  /** Baseline name: "services-aripo" in English, "fr/services-aripo" in French. */
  slug: string;
  locale: Locale;
  /** The first page of its template (and each 404 page): shot at every viewport in every locale. */
  templateSample: boolean;
}

/**
 * The route list's pages in every locale, plus the two 404 pages (site-wide, and unknown
 * article when articles exist).
 */
export function pagesToShoot(list: readonly RouteEntry[] = routes): PageShot[] {
  const pages = list.map((route) => ({ path: route.path, slug: slugOf(route.path), templateSample: isFirstOfTemplate(route, list) }));
  pages.push({ path: '/this-page-does-not-exist', slug: 'not-found', templateSample: true });
  if (list.some((route) => route.page === 'article')) pages.push({ path: '/news/no-such-article', slug: 'news-article-not-found', templateSample: true });
  return locales.flatMap((locale) =>
    pages.map(({ path, slug, templateSample }) => ({
      path: localePath(locale, path),
      slug: `${baselinePrefix(locale)}${slug}`,
      locale,
      templateSample,
    })),
  );
}

/** '/' -> 'home', '/services/aripo' -> 'services-aripo'. */
export function slugOf(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}

export const hasRoute = (path: string) => routes.some((route) => route.path === path);

/**
 * Waits until the page is in its final state: every island hydrated (so the
 * clock-dependent copy is re-rendered), every image loaded and
 * decoded (lazy ones too: a full-page shot needs them all), the self-hosted fonts
 * loaded, and two frames painted (`frames: false` for a frozen Storybook story, whose
 * requestAnimationFrame no longer fires).
 */
export async function settle(page: Page, { hydrated = true, frames = true } = {}) {
  if (hydrated) {
    await hydrateAllIslands(page);
  }
  await page.evaluate(async (waitFrames) => {
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      images.map(async (image) => {
        if (!image.complete) {
          await new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
        }
        await image.decode().catch(() => undefined);
      }),
    );
    await document.fonts.ready;
    if (waitFrames) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, frames);
}

/**
 * Before screenshots of one element: the sticky site header would otherwise be painted
 * over the element's top edge, wherever the element was scrolled to. (Relative keeps
 * the header's place in the flow, so nothing else moves.)
 */
export async function unstickHeader(page: Page) {
  await page.addStyleTag({ content: 'header:not(main *) { position: relative !important; }' });
}

/** The ARIA snapshot of a locator, compared as text with a baseline file (exact match). */
export async function expectAria(locator: Locator, name: string) {
  expect.soft(await locator.ariaSnapshot(), `ARIA snapshot ${name}`).toMatchSnapshot(['aria', `${name}.yml`]);
}
