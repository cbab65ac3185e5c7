import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { storybookURL } from './env';
import { expect, fixedNow, isLocal, settle, test as base } from './support';

/**
 * Every story of the built Storybook (storybook-static/index.json; `npm run
 * build-storybook` first), screenshotted at the desktop viewport once its play function
 * has finished. `freeze=finished` (Storybook 10.6) then stops the story's timers and
 * animations, so a toast shown by a play function stays on screen; a story whose play
 * function fails is a failure here too. The a11y addon's own
 * axe run is switched off here (the test-runner step runs axe on every story).
 * Component stories are shot whole. Page stories (Pages/...) are not shot: they render the
 * page templates that pages.spec.ts already shoots in full, from the built site, at three
 * widths in every locale (the test-runner step still renders each page story, runs its
 * play function and axe). A story tagged `no-visual` is left out (for content that cannot
 * be made deterministic).
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = path.join(import.meta.dirname, '..', '..', 'storybook-static', 'index.json');
const entries: IndexEntry[] = existsSync(indexFile) ? Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries) : [];
const isPageStory = (id: string) => id.startsWith('pages-');
const stories = entries.filter((entry) => entry.type === 'story' && !isPageStory(entry.id) && !entry.tags?.includes('no-visual'));


/**
 * Runs in the story's page before Storybook. `freeze=finished` makes the body inert from the
 * start, so a play function that focuses, types or presses keys fails there (silently: the
 * shot then showed the story's state at the failure). Keeping the body live lets each play
 * reach the state the test-runner reaches; Storybook's `storyFinished` event says whether it did.
 */
function keepStoryLiveAndRecordItsEnd() {
  new MutationObserver(() => document.body?.removeAttribute('inert')).observe(document, { subtree: true, attributeFilter: ['inert'] });
  let channel: { on: (event: string, listener: (payload: { status: string }) => void) => void } | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      // storyFinished reports 'success' even after the play function threw: record that too.
      const record = (status: string) => {
        const state = globalThis as { storyStatus?: string };
        if (state.storyStatus !== 'error') state.storyStatus = status;
      };
      for (const failure of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) value.on(failure, () => record('error'));
      value.on('storyFinished', ({ status }: { status: string }) => record(status));
    },
  });
}

/**
 * One browser context per worker for every story it shoots, without request routing (which
 * turns Chromium's cache off): Storybook's preview bundle then comes from the cache, compiled
 * once, instead of being fetched and compiled again for every story. Each story still gets a
 * page of its own. Storybook fetches nothing from outside; a request that tries fails the story.
 */
const test = base.extend<{ outsideRequests: string[] }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion, serviceWorkers });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  outsideRequests: async ({ storyContext }, use) => {
    const outside: string[] = [];
    const record = (request: { url: () => string }) => {
      if (!isLocal(new URL(request.url()))) outside.push(request.url());
    };
    storyContext.on('request', record);
    await use(outside);
    storyContext.off('request', record);
  },
  page: async ({ storyContext }, use) => {
    const page = await storyContext.newPage();
    await page.clock.setFixedTime(fixedNow);
    await use(page);
    await page.close();
  },
});

test('the built Storybook lists stories', () => {
  expect(stories.length, 'storybook-static/index.json has no stories: run npm run build-storybook').toBeGreaterThan(0);
});

for (const { id } of stories) {
  test(`story ${id}`, async ({ page, outsideRequests }) => {
    await page.addInitScript(keepStoryLiveAndRecordItsEnd);
    const query = new URLSearchParams({ id, viewMode: 'story', freeze: 'finished', globals: 'a11y.manual:!true' });
    await page.goto(`${storybookURL}/iframe.html?${query}`);
    await page.locator('style#storybook-freeze-after-finished').waitFor({ state: 'attached' });
    const status = await page.evaluate(() => (globalThis as { storyStatus?: string }).storyStatus);
    expect(status, 'the story and its play function finished without error').toBe('success');
    const error = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay') ? (document.getElementById('error-message')?.textContent ?? 'error') : null,
    );
    expect(error, 'the story rendered without error').toBeNull();
    await settle(page, { hydrated: false, frames: false });
    await expect(page).toHaveScreenshot(['stories', `${id}.png`], { fullPage: true });
    expect(outsideRequests, 'requests outside this machine').toEqual([]);
  });
}
