import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { storybookURL } from './env';
import { expect, fixedNow, isLocal, settle, test } from './support';

/**
 * What the story specs share (stories.spec.ts at the desktop viewport, stories-mobile.spec.ts at
 * the phone's): the stories of the built Storybook (storybook-static/index.json; `npm run
 * build-storybook` first), and one shot of a story once its play function has finished.
 */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = path.join(import.meta.dirname, '..', '..', 'storybook-static', 'index.json');

/** A page story (Pages/...): the page template that pages.spec.ts shoots in full from the built site. */
const isPageStory = (id: string) => id.startsWith('pages-');

/**
 * Every component story of the built Storybook but those tagged `no-visual` (for content that
 * cannot be made deterministic). Page stories are not shot: pages.spec.ts shoots the same
 * templates in full, from the built site, at three widths in every locale; the test-runner
 * step still renders each page story, runs its play function and axe.
 */
export function builtStories(): IndexEntry[] {
  const entries: IndexEntry[] = existsSync(indexFile) ? Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries) : [];
  return entries.filter((entry) => entry.type === 'story' && !isPageStory(entry.id) && !entry.tags?.includes('no-visual'));
}

/**
 * The story specs' test: one browser context per worker for every story it shoots, without
 * request routing (which turns Chromium's cache off), so Storybook's preview bundle comes from
 * the cache, compiled once, instead of being fetched and compiled again for every story (47
 * stories: 2.0 -> 1.3 min on a loaded machine). Each story still gets a page of its own.
 * Storybook fetches nothing from outside; a story that tries fails.
 */
export const storyTest = test.extend<{ outsideRequests: string[] }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme, reducedMotion, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme, reducedMotion, serviceWorkers });
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
 * Opens a story with `freeze=finished` (Storybook 10.6: its timers and animations stop once
 * its play function has finished, so a toast it shows stays on screen), checks that it and its
 * play function finished without error, and compares it with its baseline
 * `stories/<id>-<project>.png`, whole. The a11y
 * addon's own axe run is off (the test-runner runs axe on every story).
 */
export async function expectStoryShot(page: Page, id: string, outsideRequests: string[]) {
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
}
