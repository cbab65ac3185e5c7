import type { Page } from '@playwright/test';
import { en } from './content';
import { expect, test } from './fixtures';
import { islandChunk, waitForHydration } from './hydration';

// When an island's code does not arrive (a flaky connection), the import is retried once,
// then the island gives up and its controls do what they do without script: a link
// navigates, a download downloads, a <details> opens. The held tap goes through natively.

/** Makes every request for the island's own module fail, as a dropped connection would. */
async function breakIsland(page: Page, path: string, island: string): Promise<{ attempts: () => number }> {
  const chunk = await islandChunk(page, path, island);
  let attempts = 0;
  // On the context: once the service worker controls the page, it fetches the chunk itself,
  // and Playwright routes a worker's requests on the context alone (src/serviceWorker).
  await page.context().route(`**${chunk}*`, (route) => {
    attempts++;
    return route.abort('connectionreset');
  });
  return { attempts: () => attempts };
}

const failed = (page: Page, island: string) => page.locator(`[data-island="${island}"][data-island-failed]`);

test.describe('an island whose code does not load', () => {
  test('FAQ: the questions still open and close (native <details>)', async ({ page }) => {
    const chunk = await breakIsland(page, '/faq', 'components/FaqGroup/FaqGroup');
    await page.goto('/faq');
    await waitForHydration(page);
    const item = en.faq.groups[0]?.items[1];
    if (!item) throw new Error('missing FAQ content');
    const main = page.getByRole('main');
    await main.getByText(item.question, { exact: true }).click();
    await expect(main.getByText(item.answer)).toBeVisible();
    await expect(failed(page, 'components/FaqGroup/FaqGroup').first()).toBeAttached();
    // Five groups share the chunk: tried again at least once.
    expect(chunk.attempts()).toBeGreaterThanOrEqual(2);
    await main.getByText(item.question, { exact: true }).click();
    await expect(main.getByText(item.answer)).toBeHidden();
  });

  test('an alert action (AMA assessment): the held tap follows its link', async ({ page }) => {
    const chunk = await breakIsland(page, '/services/ama', 'components/ActionButton/AlertButton');
    await page.goto('/services/ama');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Assessment Check' }).click();
    await expect(page).toHaveURL('/contact');
    expect(chunk.attempts()).toBe(2);
  });

  test("a video placeholder's screen does nothing, and the card's transcript still downloads", async ({ page }) => {
    // Only an unpublished video's screen is an island; its card, transcript included, is the page's HTML.
    const chunk = await breakIsland(page, '/resources', 'site/VideoPlaceholder');
    await page.goto('/resources');
    await waitForHydration(page);
    const video = en.resources.videos.find((entry) => !entry.youtubeId);
    if (!video) throw new Error('missing unpublished video');
    const { video: labels } = en.resourcesMessages;
    await page.getByRole('button', { name: `${labels.play}: ${video.title}` }).click();
    await expect(failed(page, 'site/VideoPlaceholder').first()).toBeAttached();
    expect(chunk.attempts()).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(labels.playing)).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `${labels.transcript}: ${video.title}` }).click();
    expect((await downloading).suggestedFilename()).toBe(`${video.fileSlug}.pdf`);
  });
});
