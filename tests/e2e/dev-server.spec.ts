import { type ChildProcess, spawn } from 'node:child_process';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { readPdf } from '../unit/pdfText';
import { expect, test } from './fixtures';
import { hydrateAllIslands } from './hydration';

// `npm run dev` renders like production: the same server entry writes each page's HTML,
// and the browser hydrates the same islands. The dev server runs from the sources, so this
// suite starts one of its own.
const port = Number(process.env.E2E_DEV_PORT ?? 4390);
const origin = `http://localhost:${port}`;
const { about, faq } = contentFor('en');
const fr = contentFor('fr');

test.describe('dev server', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.skip(({ isMobile }) => isMobile, 'one browser is enough: this is about the server');

  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    server = spawn(process.execPath, ['scripts/dev.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
    for (let attempt = 0; attempt < 120; attempt++) {
      const ready = await fetch(`${origin}/`).then((response) => response.ok, () => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('The dev server did not start');
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('serves /about with its content and head in the first HTML response, and 404 for unknown paths', async ({ request }) => {
    const response = await request.get(`${origin}/about`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(about.hero.title);
    expect(html).toContain(`<title>${about.meta.title}</title>`);
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1/);
    expect((await request.get(`${origin}/no-such-page`)).status()).toBe(404);
    expect((await request.get(`${origin}/news/no-such-article`)).status()).toBe(404);
  });

  test('serves each locale under its prefix, in its language, and its 404 pages', async ({ request }) => {
    const response = await request.get(`${origin}/fr/about`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // With the page's address for its printed sheets, as built pages (src/styles/paper.ts).
    expect(html).toContain(`<html lang="fr" style="--print-url:'${site.origin}/fr/about'">`);
    expect(html).toContain(`<title>${fr.about.meta.title}</title>`);
    const missing = await request.get(`${origin}/pt/news/no-such-article`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<html lang="pt-PT">');
  });

  test('hydrates a French page in French, without a mismatch (development React checks attributes)', async ({ page, consoleErrors }) => {
    await page.goto(`${origin}/fr/news`);
    await hydrateAllIslands(page);
    // Its links to the site's pages (not the WhatsApp shares, which open wa.me in a new tab).
    const readMore = await page.locator('[data-island="site/NewsBrowser"] a:not([target="_blank"])').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(readMore.length).toBeGreaterThan(0);
    expect(readMore.every((href) => href?.startsWith('/fr/news/'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('prints as built pages do: the letterhead, the address, the date, no navigation', async ({ page }) => {
    await page.goto(`${origin}/fr/about`);
    await page.evaluate(() => document.fonts.ready);
    const { pages, text } = await readPdf(new Uint8Array(await page.pdf({ format: 'A4' })));
    expect(pages[0]).toContain(fr.office.location);
    expect(text).toContain(`${site.origin}/fr/about`);
    expect(text).toContain(fr.pageMessages.print.printed.replace('{date}', '').trim());
    expect(text).not.toContain(fr.messages.components.skipLink);
  });

  test('hydrates the islands as production does, without a mismatch', async ({ page, consoleErrors }) => {
    await page.goto(`${origin}/faq`);
    await hydrateAllIslands(page);
    const question = page.getByRole('button', { name: faq.groups[0]?.items[0]?.question });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(consoleErrors).toEqual([]);
  });
});
