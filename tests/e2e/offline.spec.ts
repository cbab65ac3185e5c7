import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { whatsappNumber } from '../../src/lib/whatsapp';
import { localePath } from '../../src/i18n/localePaths';
import { localeInfo, locales } from '../../src/i18n/locales';
import { startProcess, stopProcess } from './childProcess';
import { expect, test } from './fixtures';

/**
 * The service worker (src/serviceWorker/sw.ts) in Chromium: a page read once opens offline
 * with a line saying when it was saved, a slow network falls back to that copy, a page never
 * read gets the offline page in its language, a deploy replaces the worker and its cache of
 * hashed files, and nothing is stored that the visitor did not open. Service workers are
 * allowed here (Playwright's default, said out loud). The worker behaves the same at every
 * width: one project.
 */
test.use({ serviceWorkers: 'allow' });
test.beforeEach(({ baseURL: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the worker does not depend on the viewport');
});

const dist = path.resolve(import.meta.dirname, '../../dist');

/** What this device's caches hold: cache name -> paths. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return all;
  });

const savedPaths = async (page: Page) => Object.values(await cached(page)).flat();

/** When the copy of a path was saved (the worker's header), or null. */
const savedAt = (page: Page, pathname: string) =>
  page.evaluate(async (pathname) => Number((await caches.match(pathname))?.headers.get('x-saved-at')) || null, pathname);

/** Opens a page and waits until the worker controls it and has saved it. */
async function read(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => savedPaths(page)).toContain(new URL(page.url()).pathname);
}

/** Today in the page's browser, as a locale writes it (the worker formats with the same Intl). */
const today = (page: Page, intl: string) => page.evaluate((intl) => new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(Date.now()), intl);

const notice = (page: Page) => page.locator('[data-offline-notice]');

/** axe's findings, held to the same rules as every page (accessibility.spec.ts). */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test('the worker is small, and served so that a deploy reaches the visitor at once', async ({ page }) => {
  const worker = readFileSync(path.join(dist, 'sw.js'));
  expect(gzipSync(worker, { level: 9 }).length, 'sw.js gzip bytes').toBeLessThan(3 * 1024);
  const response = await page.request.get('/sw.js');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
});

test('a page read once opens offline, its files from the device, with the saved-copy line', async ({ page, context }) => {
  await read(page, '/about');
  await expect(notice(page), 'no line on a page from the network').toHaveCount(0);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: contentFor('en').about.hero.title })).toBeVisible();
  await expect(notice(page)).toHaveText(`You are reading a saved copy from ${await today(page, localeInfo.en.intl)}.`);
  // The line sits above the page, in the site's colours (the tokens' accent surface), not on top of it.
  expect(await notice(page).evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBe(0);
  expect(await notice(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(251, 239, 213)');
  expect(failed, 'requests that found neither the network nor a copy').toEqual([]);
  // Its links lead on to the copies of the other pages read, and to the offline page for the rest.
  await context.setOffline(false);
  await read(page, '/services');
  await context.setOffline(true);
  await page.goto('/about');
  await expect(notice(page)).toBeVisible();
});

test('a slow network: the saved copy after a few seconds, with its line; the late answer still refreshes the copy', async ({ page, context }) => {
  await read(page, '/about');
  const before = await savedAt(page, '/about');
  // The worker's own request for the page (Playwright routes a worker's requests in Chromium).
  await context.route('**/about', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue().catch(() => {});
  });
  const started = Date.now();
  await page.reload();
  await expect(notice(page)).toBeVisible();
  const waited = Date.now() - started;
  expect(waited, 'ms before the saved copy').toBeGreaterThanOrEqual(3_000);
  expect(waited).toBeLessThan(5_500);
  await expect.poll(() => savedAt(page, '/about'), { timeout: 10_000 }).toBeGreaterThan(before ?? 0);
});

for (const locale of locales) {
  const { offline, messages } = contentFor(locale);
  const { intl, htmlLang } = localeInfo[locale];

  test(`offline, a page never read (${locale}): the offline page in its language lists the pages saved here, the phone and e-mail`, async ({ page, context }) => {
    const read1 = localePath(locale, '/about');
    const read2 = localePath(locale, '/services');
    await read(page, read1);
    await page.goto(read2);
    await expect.poll(() => savedPaths(page)).toContain(read2);
    // Listed by their titles, less the site's name that ends most of them.
    const listed = async () => (await page.title()).replace(` | ${site.shortName}`, '');
    const titles = [await listed()];
    await page.goto(read1);
    titles.unshift(await listed());
    await context.setOffline(true);

    // A saved page of its language: the line in that language.
    await page.reload();
    await expect(notice(page)).toHaveText(offline.savedCopy.replace('{date}', await today(page, intl)));
    expect(await axeFindings(page), 'axe on the saved copy').toEqual([]);

    const unread = localePath(locale, '/faq');
    const response = await page.goto(unread);
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle(offline.page.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(offline.page.heading);
    await expect(main.getByText(offline.page.text)).toBeVisible();
    // Newest first, each with the day it was saved.
    const list = main.getByRole('list').first();
    await expect(list.getByRole('link')).toHaveText(titles);
    expect(await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([read1, read2]);
    await expect(list.getByRole('listitem').first()).toContainText(offline.page.savedOn.replace('{date}', await today(page, intl)));
    await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(main.getByText(messages.footer.phoneLabel, { exact: true })).toBeVisible();
    // WhatsApp while src/content/site.ts has a number.
    const whatsapp = main.getByRole('link', { name: site.whatsapp ?? 'WhatsApp' });
    if (site.whatsapp) await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${whatsappNumber(site.whatsapp)}`);
    else await expect(whatsapp).toHaveCount(0);
    // The site's header and footer around it, without the page's scripts (nothing could load them).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    expect(await axeFindings(page), 'axe on the offline page').toEqual([]);
    // A saved page opens from the list; the way back online, "Try again", loads the page.
    await list.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${read2}$`));
    await expect(notice(page)).toBeVisible();
    await page.goBack();
    await context.setOffline(false);
    await main.getByRole('link', { name: offline.page.retry }).click();
    await expect(page).toHaveURL(new RegExp(`${unread}$`));
    await expect(page.getByRole('heading', { level: 1, name: contentFor(locale).faq.page.hero.title })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });
}

test('offline in a language never read: the offline page in that language, inside a page of another', async ({ page, context }) => {
  await read(page, '/about');
  await context.setOffline(true);
  await page.goto('/pt/contact');
  const section = page.locator('[data-offline-page]');
  await expect(section).toHaveAttribute('lang', localeInfo.pt.htmlLang);
  await expect(section.getByRole('heading', { level: 1 })).toHaveText(contentFor('pt').offline.page.heading);
  await expect(section.getByRole('link', { name: contentFor('en').about.meta.title.replace(` | ${site.shortName}`, '') })).toHaveAttribute('href', '/about');
});

test('not touched by the worker: other origins, forms and functions, errors', async ({ page, context }) => {
  await read(page, '/about');
  // A missing page is a 404, never saved; the functions are never cached.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await page.evaluate(() => fetch('/functions/v1/send-contact-email', { method: 'POST', body: '{}' }).catch(() => null));
  await page.evaluate(() => fetch('/functions/v1/send-contact-email').catch(() => null));
  const paths = await savedPaths(page);
  expect(paths).not.toContain('/no-such-page');
  expect(paths.filter((saved) => saved.startsWith('/functions/'))).toEqual([]);
  await context.setOffline(true);
  // A page never read that does not exist either: the offline page (the network could not say).
  expect((await page.goto('/no-such-page'))?.status()).toBe(503);
});

test.describe('Save-Data', () => {
  /** From now on, the device asks to save data: the header and `navigator.connection.saveData`. */
  async function saveData(context: BrowserContext): Promise<void> {
    await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
  }

  test('a device that saves data does not download the worker', async ({ page, context }) => {
    await saveData(context);
    const asked: string[] = [];
    context.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.clock.install();
    await page.goto('/about');
    // Past the 5 s after load when the boot script would register it.
    await page.clock.runFor(10_000);
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null)).toBeNull();
    expect(asked).not.toContain('/sw.js');
    expect(await savedPaths(page)).toEqual([]);
  });

  test('a worker installed before stores nothing beyond what the visitor opened, and fetches nothing of its own', async ({ page, context }) => {
    await read(page, '/about');
    await saveData(context);
    const byWorker = new Set<string>();
    // Requests that got an answer (from the network or, for the first page, the HTTP cache).
    context.on('requestfinished', (request) => {
      if (request.serviceWorker()) byWorker.add(new URL(request.url()).pathname);
    });
    /** What a page loaded, as the page itself saw it: the document and every file (resource timing, through the worker or not). */
    const openedBy = (page: Page) =>
      page.evaluate(() => [location.pathname, ...performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)]);
    const opened = new Set<string>(await savedPaths(page));
    await page.goto('/faq');
    expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
    await expect.poll(() => savedPaths(page)).toContain('/faq');
    // What was stored and asked for so far, then what the page had loaded by then.
    const stored = await savedPaths(page);
    const requested = [...byWorker];
    for (const file of await openedBy(page)) opened.add(file);
    expect(stored.filter((saved) => !opened.has(saved)), 'stored, never opened').toEqual([]);
    // The pages: those two (the rest are the files they loaded: scripts, font, icon, illustrations).
    expect(stored.filter((saved) => !/^\/(static|assets)\/|\.\w+$/.test(saved)).sort()).toEqual(['/about', '/faq']);
    // The worker's answered requests: the pages' requests passed on (or its own script, checked for updates).
    expect(requested.filter((file) => !opened.has(file) && file !== '/sw.js')).toEqual([]);
  });
});

test.describe('a deploy', () => {
  let server: ChildProcess | undefined;
  let copy = '';
  test.afterEach(async () => {
    await stopProcess(server);
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  /** A build of its own (a copy of dist/), served by `npm start` on a free port. */
  async function serveCopy(): Promise<string> {
    copy = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    cpSync(dist, copy, { recursive: true });
    return start('0');
  }

  async function start(port: string): Promise<string> {
    const started = await startProcess(process.execPath, ['scripts/serve.mjs'], { PORT: port, SKIP_BUILD: '1', SERVE_FUNCTIONS: '0', DIST_DIR: copy }, /Site: +(http:\/\/localhost:\d+)/, 'npm start');
    server = started.child;
    return started.match[1] ?? '';
  }

  /**
   * Deploys another version of the copy, on the same origin: `edits` rewrite files (their
   * precompressed copies go), then the server starts again (it reads the files' sizes and
   * ETags when it starts, as a host publishes a deploy at once).
   */
  async function deploy(origin: string, edits: Record<string, (text: string) => string>): Promise<void> {
    for (const [file, edit] of Object.entries(edits)) {
      const target = path.join(copy, file);
      writeFileSync(target, edit(readFileSync(target, 'utf8')));
      for (const suffix of ['.br', '.gz']) rmSync(target + suffix, { force: true });
    }
    await stopProcess(server);
    await start(new URL(origin).port);
  }

  const cacheNames = async (page: Page) => Object.keys(await cached(page));

  test('the new worker takes over at once, the old build’s files go, the pages read stay', async ({ page, context }) => {
    const origin = await serveCopy();
    await read(page, `${origin}/services`);
    await read(page, `${origin}/about`);
    const newVersion = 'deadbeef0123';
    const oldStatic = (await cacheNames(page)).filter((name) => name.startsWith('static-'));
    expect(oldStatic).toHaveLength(1);
    expect(oldStatic[0]).not.toBe(`static-${newVersion}`);

    // The deploy: other hashed files (so another version in the worker), and new words on a page.
    const heading = contentFor('en').about.hero.title;
    await deploy(origin, {
      'sw.js': (text) => text.replace(/build:`\w+`/, `build:\`${newVersion}\``).replace(/build:"\w+"/, `build:"${newVersion}"`),
      'about.html': (html) => html.replace(heading, `${heading} (deployed)`),
    });

    // The next visit checks sw.js (no-cache): the new worker installs, activates and claims the page.
    await page.reload();
    await expect.poll(() => cacheNames(page), { timeout: 15_000 }).not.toContain(oldStatic[0]);
    // Network first: the new page, whose copy replaces the old one; its files go to the new cache;
    // the other page read is still saved.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading} (deployed)`);
    await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('static-'))).toEqual([`static-${newVersion}`]);
    expect(await savedPaths(page)).toEqual(expect.arrayContaining(['/about', '/services']));
    await context.setOffline(true);
    await page.goto(`${origin}/services`);
    await expect(notice(page)).toBeVisible();
    await page.goto(`${origin}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading} (deployed)`);
  });

  test('the kill switch: a no-op worker at the same URL empties the caches and lets every request through', async ({ page, context }) => {
    const origin = await serveCopy();
    await read(page, `${origin}/about`);
    // The worker docs/offline.md gives to deploy in an emergency ("Kill switch").
    const guide = readFileSync(path.resolve(import.meta.dirname, '../../docs/offline.md'), 'utf8');
    const killSwitch = /<!-- kill-switch -->\s*```js\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(killSwitch, 'docs/offline.md gives the no-op worker').toBeTruthy();
    await deploy(origin, { 'sw.js': () => killSwitch ?? '' });
    await page.reload();
    await expect.poll(() => cacheNames(page), { timeout: 15_000 }).toEqual([]);
    await context.setOffline(true);
    // Nothing answers from the device any more: the browser's own network error.
    const error = await page.goto(`${origin}/about`).then(() => '', (thrown: Error) => thrown.message);
    expect(error).toContain('net::ERR_INTERNET_DISCONNECTED');
  });
});
