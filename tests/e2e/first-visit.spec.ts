import type { BrowserContext, Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { en, message } from './content';
import { expect, fullBrowser, test } from './fixtures';

// Issue #24: a first visit costs only what the page uses. A page with no island of its own
// (only the header and footer, which work without script) fetches no script file; the
// header's code and Radix's menu come when the visitor reaches for it. On a device that
// asks to save data, no page fetches script before a tap, and the tap still answers.

const { resourcesMessages } = en;

// In the full browser: the headless shell delivers a pointer event to what lies under its
// mouse at (0, 0) once the page scrolls, which a visitor who has not moved one never sends,
// and the header would hydrate on it.
test.use(fullBrowser);

/** The page's requests for script files, from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The device asks to save data: `Save-Data: on` on every request and
 * `navigator.connection.saveData` (Chromium's data saver, through the DevTools protocol).
 */
async function saveData(context: BrowserContext, page: Page): Promise<void> {
  await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** Loaded, and quiet long enough for anything fetched after the first paint or while idle. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })));
}

const pagesWithoutIslands = ['/about', '/fr/about', '/pt/about', '/fr/services/ecowas', '/'];

test.describe('a page without islands', () => {
  for (const path of pagesWithoutIslands) {
    for (const savingData of [false, true]) {
      test(`${path} requests no script file${savingData ? ' (Save-Data)' : ''}`, async ({ page, context, consoleErrors }) => {
        if (savingData) await saveData(context, page);
        const scripts = scriptRequests(page);
        await page.goto(path);
        // Scrolled through, as a reader does, without reaching for the header.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await settled(page);
        expect(scripts).toEqual([]);
        // Nothing of the page waits for script: its header links and footer are there.
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('its footer year is the visitor’s once the year has turned, still with no script file', async ({ page }) => {
    const later = new Date().getFullYear() + 3;
    await page.clock.setFixedTime(new Date(`${later}-02-01T10:00:00Z`));
    const scripts = scriptRequests(page);
    await page.goto('/fr/about');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${later} ${site.name}`);
    // The build's year in the HTML, the boot script's correction in the page.
    const html = await (await page.request.get('/fr/about')).text();
    expect(html).toContain(`data-year="${new Date().getFullYear()}">© ${new Date().getFullYear()} `);
    await settled(page);
    expect(scripts).toEqual([]);
  });

  test('a clock behind the build keeps the build’s year', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2001-06-01T10:00:00Z'));
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });
});

test.describe('the header', () => {
  test('works before any script, and loads its code and the Radix menu when reached for', async ({ page, isMobile, consoleErrors }) => {
    const scripts = scriptRequests(page);
    await page.goto('/about');
    await settled(page);
    expect(scripts).toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Marked at build time: the current page, in plain HTML (in the closed menu on phones).
    await expect(page.locator('nav[aria-label="Main"] a[href="/about"]')).toHaveAttribute('aria-current', 'page');
    if (isMobile) {
      // The phone menu is a native popover: it opens at the tap, whatever the script does.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav).toBeVisible();
    } else {
      await nav.getByRole('link', { name: 'Home' }).hover();
    }
    // Reaching for it brought the hydrator, the header and Radix's NavigationMenu.
    await expect(page.locator('[data-island="site/Header"]')).toHaveAttribute('data-hydrated', '');
    await expect.poll(() => scripts.some((path) => /\/static\/Header\.island-/.test(path))).toBe(true);
    await expect.poll(() => scripts.some((path) => /\/static\/MainNav-/.test(path))).toBe(true);
    // Radix's arrow keys between the links, which plain links do not have. Its NavigationMenu
    // replaces the plain links once its chunk has run, and its collection registers the links
    // after that commit: an arrow pressed in between moves nothing, so the press is retried
    // until Radix answers it (it fails if Radix never does).
    await expect(async () => {
      await nav.getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeFocused({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    if (isMobile) await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    expect(consoleErrors).toEqual([]);
  });

  test('the language switcher leads to the page in each language, which loads no script either', async ({ page, isMobile }) => {
    await page.goto('/pt/about');
    if (isMobile) await page.getByRole('button', { name: contentFor('pt').messages.header.menuOpen }).click();
    await page.getByRole('banner').getByRole('link', { name: 'FR Français' }).click();
    await expect(page).toHaveURL('/fr/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentFor('fr').about.hero.title);
    const scripts = scriptRequests(page);
    await page.reload();
    await settled(page);
    expect(scripts).toEqual([]);
  });
});

test.describe('Save-Data', () => {
  test('the FAQ fetches no script, before or after a tap: its answers open natively', async ({ page, context, consoleErrors }) => {
    await saveData(context, page);
    const scripts = scriptRequests(page);
    await page.goto('/faq');
    const group = en.faq.groups[0];
    const item = group?.items[0];
    if (!item) throw new Error('no FAQ item');
    const question = page.getByRole('main').getByText(item.question, { exact: true });
    await question.scrollIntoViewIfNeeded();
    await settled(page);
    expect(scripts).toEqual([]);
    await question.click();
    await expect(page.getByRole('main').getByText(item.answer).first()).toBeVisible();
    // A native <details>: the answer needs no code, so none is fetched for it.
    await settled(page);
    expect(scripts).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the header fetches no script: hovering, focusing and the phone menu work natively', async ({ page, context, isMobile, consoleErrors }) => {
    await saveData(context, page);
    const scripts = scriptRequests(page);
    await page.goto('/about');
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Home' }).hover();
    await nav.getByRole('link', { name: 'Home' }).focus();
    await settled(page);
    expect(scripts).toEqual([]);
    await expect(page.locator('[data-island="site/Header"]')).not.toHaveAttribute('data-hydrated', '');
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await settled(page);
    expect(scripts).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a guide’s download fetches nothing before the tap, then downloads and says so', async ({ page, context, consoleErrors }) => {
    await saveData(context, page);
    const scripts = scriptRequests(page);
    // Its code held back until the tap has been seen pressed.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/static/hydrateIslands-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/resources');
    const guide = en.resources.guides[0];
    if (!guide) throw new Error('no guide');
    const link = page.getByRole('main').getByRole('link', { name: `${resourcesMessages.download}: ${guide.title}` });
    await link.scrollIntoViewIfNeeded();
    await settled(page);
    expect(scripts).toEqual([]);
    const downloading = page.waitForEvent('download');
    await link.click();
    await expect(link).toHaveAttribute('aria-busy', 'true');
    release();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${guide.fileSlug}.pdf`);
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText(resourcesMessages.downloadStarted.title);
    await expect(toast).toContainText(message(resourcesMessages.downloadStarted.description, { title: guide.title }));
    await expect(link).not.toHaveAttribute('aria-busy');
    expect(consoleErrors).toEqual([]);
  });

  test('the news filter answers a tap made before any code, once', async ({ page, context }) => {
    await saveData(context, page);
    const scripts = scriptRequests(page);
    await page.goto('/news');
    await settled(page);
    expect(scripts).toEqual([]);
    const filter = page.getByRole('main').getByRole('group', { name: en.news.page.filterLabel });
    const label = en.newsMessages.categories.regulatory;
    await filter.getByRole('button', { name: label, exact: true }).click();
    await expect(filter.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(filter.locator('[aria-busy]')).toHaveCount(0);
  });
});
