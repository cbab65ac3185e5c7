import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { localePath } from '../../src/i18n/localePaths';
import { locales } from '../../src/i18n/locales';
import { baselinePrefix, expect, expectAria, fixedNow, settle, test } from './support';

/**
 * What the service worker writes into pages (src/serviceWorker/sw.ts), at 390 px in each
 * locale: the saved-copy line above a page read before, and the offline page. The worker runs
 * here (the rest of the suite blocks it); the saved copies get fixed dates, as the clock is.
 */
test.use({ serviceWorkers: 'allow' });

const DAY = 24 * 60 * 60 * 1000;

/** Opens a page, waits until the worker controls it and has saved it, with its code hydrated (saved too). */
async function read(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Again, under the worker: every island's code passes through it and is kept.
  await page.reload();
  await settle(page);
}

/**
 * Makes the saved copies as this suite shows every page: saved on its fixed day (the first path
 * newest, one day apart). They are in the web font always, as every page here: the worker
 * saved them from the suite's site (serve-site.mjs).
 */
async function fixSavedCopies(page: Page, paths: string[]): Promise<void> {
  const times = paths.map((path, index) => [path, fixedNow.getTime() - index * DAY] as const);
  await page.evaluate(async (times) => {
    const cache = await caches.open('pages-v1');
    for (const [path, at] of times) {
      const saved = await cache.match(path);
      if (!saved) throw new Error(`${path} is not saved`);
      const headers = new Headers(saved.headers);
      headers.set('x-saved-at', String(at));
      await cache.put(path, new Response(await saved.text(), { status: saved.status, headers }));
    }
  }, times);
}

for (const locale of locales) {
  const { offline } = contentFor(locale);
  const prefix = baselinePrefix(locale);
  const at = (path: string) => localePath(locale, path);

  test(`offline: the saved-copy line and the offline page ${locale}`, async ({ page, context, isMobile }) => {
    test.skip(!isMobile, 'taken at 390 px');
    await read(page, at('/services'));
    await read(page, at('/about'));
    await fixSavedCopies(page, [at('/about'), at('/services')]);
    await context.setOffline(true);

    await page.reload();
    await settle(page);
    await expect(page.locator('[data-offline-notice]')).toBeVisible();
    await expect(page).toHaveScreenshot(['states', `${prefix}saved-copy.png`]);

    await page.goto(at('/faq'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline.page.heading);
    await settle(page, { hydrated: false });
    await expectAria(page.getByRole('main'), `${prefix}state-offline-page`);
    await expect(page).toHaveScreenshot(['states', `${prefix}offline-page.png`], { fullPage: true });
  });
}
