import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { paths } from '../../src/routes/paths';
import { en } from './content';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

// The newsletter box without its script (JavaScript disabled, or the box's code failing to
// load): the browser posts the address itself, with the page's locale, to the
// subscribe-newsletter function `npm start` serves, which stores it and redirects to the
// confirmation page in the visitor's language, or answers with a page to correct it. Real
// path, no stubs.
const fr = contentFor('fr');

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'one real subscription per case is enough'));

function box(page: Page, content = en) {
  const main = page.getByRole('main');
  return {
    email: main.getByRole('textbox', { name: content.newsMessages.newsletter.emailLabel }),
    submit: main.getByRole('button', { name: content.news.page.newsletter.buttonLabel }),
  };
}

async function expectConfirmation(page: Page, prefix: string, content = en) {
  await expect(page).toHaveURL(new RegExp(`${prefix}${paths.newsletterSubscribed}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.newsletter.subscribed.hero.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
}

/**
 * The site served like `npm start` on a port of its own with a database of its own, so this
 * test can read that database once the server has stopped (PGlite allows one process at a time).
 */
async function ownServer(): Promise<{ url: string; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = path.resolve('.data', `e2e-${process.env.E2E_PORT ?? 4310}-newsletter-nojs`);
  await rm(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: '0', SKIP_BUILD: '1', DATA_DIR: dataDir, RATE_LIMIT_MAX: '50' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Site:\s+(http:\/\/localhost:\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('from /fr/news: the address posts to the function, is stored with the locale fr, and the confirmation is in French', async ({ browser }) => {
    // A server of its own to start, a database to migrate on its first post, and to read at the end.
    test.setTimeout(120_000);
    const server = await ownServer();
    const address = `lectrice.nojs+${Date.now()}@example.org`;
    try {
      const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/fr/news');
      const { email, submit } = box(page, fr);
      await expect(email.locator('xpath=ancestor::form')).toHaveAttribute('action', '/functions/v1/subscribe-newsletter');
      await email.fill(address);
      await submit.click();
      await expectConfirmation(page, '/fr', fr);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('main')).toContainText(fr.newsletter.subscribed.hero.lead);
      await context.close();
    } finally {
      await server.stop();
    }
    const db = new PGlite(path.join(server.dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ email: string; locale: string }>('select email, locale from newsletter_subscribers');
      expect(rows).toEqual([{ email: address, locale: 'fr' }]);
    } finally {
      await db.close();
    }
  });

  test('an address to correct: a page in French says what to fix, keeps it, and the corrected one goes through', async ({ page }) => {
    await page.goto('/fr/news');
    const { email, submit } = box(page, fr);
    await email.fill('lecteur.example.org');
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), submit.click()]);
    expect(answer.status()).toBe(422);

    const { newsletter, newsMessages } = fr;
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletter.notSubscribed.invalid.heading);
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('heading')).toHaveText(newsMessages.newsletter.invalid.title);
    await expect(summary.getByRole('link')).toHaveText(newsMessages.newsletter.invalid.description);
    const again = page.getByRole('textbox', { name: newsMessages.newsletter.emailLabel });
    await expect(again).toHaveValue('lecteur.example.org');
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await expect(again).toHaveAccessibleDescription(newsMessages.newsletter.invalid.description);
    // Nothing of the English box on the way.
    await expect(page.locator('body')).not.toContainText(en.newsMessages.newsletter.invalid.description);

    await again.fill(`lecteur+${Date.now()}@example.org`);
    await page.getByRole('button', { name: fr.news.page.newsletter.buttonLabel }).click();
    await expectConfirmation(page, '/fr', fr);
  });
});

test.describe('with JavaScript, when the box code fails to load', () => {
  test.use({
    allowedConsoleErrors: [/could not be loaded; its controls work without script/, /Failed to load resource/, /Failed to fetch dynamically imported module/],
  });

  test('a Subscribe held while the code was coming goes through as a native post', async ({ page }) => {
    // The island's own chunk (src/site/Newsletter.island.tsx, listed in the page's modules) is
    // held until the visitor has pressed Subscribe, then fails.
    let release = () => {};
    const pressed = new Promise<void>((resolve) => {
      release = resolve;
    });
    // On the context: once the service worker controls the page, it fetches the chunk itself,
    // and Playwright routes a worker's requests on the context alone (src/serviceWorker).
    await page.context().route(/\/static\/Newsletter\.island-[\w-]+\.js$/, async (route) => {
      await pressed;
      await route.abort();
    });
    await page.goto('/news');
    // The hydrator is there (it holds the Subscribe); only the box's own code fails.
    await waitForHydration(page);
    const modules = JSON.parse((await page.locator('#page-modules').textContent()) ?? '{}');
    expect(modules.islands['site/Newsletter'][0]).toMatch(/\/static\/Newsletter\.island-[\w-]+\.js$/);

    const { email, submit } = box(page);
    await email.fill(`chunk.failed+${Date.now()}@example.org`);
    await submit.click();
    // Held: the button says it is busy, the page has not moved.
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/news$/);
    release();

    await expectConfirmation(page, '');
  });
});
