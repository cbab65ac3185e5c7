import { localizedRoutes, routes } from '../../src/routes/routes';
import { expect, test } from './fixtures';

// The link check: every internal link, image and download on every page resolves.
// Links are the same at every width, so it runs in the desktop project only.
test.beforeEach(({ isMobile }) => test.skip(isMobile, 'desktop project covers it'));

test('every internal link, image, icon and download resolves', async ({ page, request }) => {
  test.setTimeout(180_000);
  const targets = new Map<string, string>();
  const missingSymbols: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    const found = await page.evaluate(() => {
      const urls: string[] = [];
      const missing: string[] = [];
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) urls.push(anchor.href);
      for (const image of document.querySelectorAll<HTMLImageElement>('img[src]')) urls.push(image.src);
      for (const use of document.querySelectorAll('use')) {
        const href = use.getAttribute('href') ?? '';
        // The page's own icons point to symbols inlined in the page; others to the sprite file.
        if (href.startsWith('#')) {
          if (document.getElementById(href.slice(1))?.tagName !== 'symbol') missing.push(href);
        } else urls.push(new URL(href, location.href).href);
      }
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]')) urls.push(link.href);
      return { urls, missing };
    });
    missingSymbols.push(...found.missing.map((href) => `${href} on ${route.path}`));
    for (const url of found.urls) {
      const parsed = new URL(url);
      if (parsed.origin !== new URL(page.url()).origin) continue;
      parsed.hash = '';
      if (!targets.has(parsed.href)) targets.set(parsed.href, route.path);
    }
  }
  const broken: string[] = [];
  for (const [url, foundOn] of targets) {
    const response = await request.get(url);
    if (response.status() !== 200) broken.push(`${url} (${response.status()}) on ${foundOn}`);
  }
  expect(targets.size).toBeGreaterThan(20);
  expect(broken).toEqual([]);
  expect(missingSymbols).toEqual([]);
});

test('sitemap lists every indexed route in every locale (none marked noindex) and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const indexed = localizedRoutes.filter((route) => !route.noindex);
  for (const route of indexed) expect(sitemap).toContain(`${route.url}</loc>`);
  expect((sitemap.match(/<loc>/g) ?? []).length).toBe(indexed.length);
  for (const route of localizedRoutes.filter((entry) => entry.noindex)) expect(sitemap).not.toContain(`${route.url}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
});
