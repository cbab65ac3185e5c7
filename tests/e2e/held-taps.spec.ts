import type { Page } from '@playwright/test';
import { newsFilterCategories } from '../../src/content/types';
import { categoryLabel, en } from './content';
import { expect, test } from './fixtures';
import { islandChunk, waitForHydration } from './hydration';

// Taps made before an island's code has arrived are held, shown as pressed at once
// (aria-busy), and replayed in order once it has hydrated: several on one island, and on
// different islands, none lost and none applied twice.
const { newsMessages } = en;
const { page: newsPage } = en.news;

/** Holds back every request for these islands' modules until `release` is called. */
async function holdIslandCode(page: Page, path: string, islands: string[]): Promise<() => void> {
  const chunks = await Promise.all(islands.map((island) => islandChunk(page, path, island)));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const chunk of chunks) {
    // On the context: once the service worker controls the page, it fetches the chunk itself,
    // and Playwright routes a worker's requests on the context alone (src/serviceWorker).
    await page.context().route(`**${chunk}*`, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}

test('every tap held before hydration is replayed, in order, across islands', async ({ page, consoleErrors }) => {
  const release = await holdIslandCode(page, '/news', ['site/NewsBrowser', 'site/Newsletter']);
  const subscribeCalls: string[] = [];
  await page.route('**/functions/v1/subscribe-newsletter', (route) => {
    subscribeCalls.push(route.request().url());
    return route.fulfill({ status: 200, json: { ok: true } });
  });
  await page.goto('/news');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const filter = main.getByRole('group', { name: newsPage.filterLabel });
  const [first, second, third] = newsFilterCategories.map(categoryLabel);
  if (!first || !second || !third) throw new Error('missing categories');

  // Three filters in a row on one island: each shows it was taken at once.
  for (const label of [first, second, third]) {
    const button = filter.getByRole('button', { name: label, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  }
  // Then a subscription with a wrong address on another island, sent with Enter.
  const email = main.getByRole('textbox', { name: newsMessages.newsletter.emailLabel });
  await email.fill('not-an-address');
  await email.press('Enter');
  await expect(filter.getByRole('button', { name: first, exact: true })).toHaveAttribute('aria-pressed', 'false');

  release();
  // The last filter tapped wins (all three were applied, in order), and the form was sent once.
  await expect(filter.getByRole('button', { name: third, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(filter.locator('[aria-busy]')).toHaveCount(0);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-address');
  await expect(main).toContainText(newsMessages.newsletter.invalid.description);
  expect(subscribeCalls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('two taps on the same FAQ question before hydration leave it closed', async ({ page, consoleErrors }) => {
  const release = await holdIslandCode(page, '/faq', ['components/FaqGroup/FaqGroup']);
  await page.goto('/faq');
  await waitForHydration(page);
  const item = en.faq.groups[1]?.items[0];
  const other = en.faq.groups[2]?.items[2];
  if (!item || !other) throw new Error('missing FAQ content');
  const main = page.getByRole('main');
  await main.getByText(item.question, { exact: true }).click();
  await main.getByText(item.question, { exact: true }).click();
  await main.getByText(other.question, { exact: true }).click();
  release();
  await main.getByRole('button', { name: item.question, exact: true }).waitFor();
  await expect(main.getByRole('button', { name: item.question, exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('button', { name: other.question, exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(other.answer)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
