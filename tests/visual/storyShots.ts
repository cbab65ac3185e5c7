import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { isLocale, type Locale } from '../../src/i18n/locales';
import { realKeyPressName } from '../../src/stories/realKeyboard';
import { storybookURL } from './env';
import { expect, fixedNow, recordOutsideRequests, settle, test } from './support';

/**
 * What the story specs share (stories.spec.ts at the desktop viewport, stories-mobile.spec.ts at
 * the phone's): the stories of the built Storybook (storybook-static/index.json; `npm run
 * build-storybook` first), one visit of a story that checks it rendered and its play function
 * finished, its shot, and axe on it.
 */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = path.join(import.meta.dirname, '..', '..', 'storybook-static', 'index.json');

/** A page story (Pages/...): the page template that pages.spec.ts shoots in full from the built site. */
const isPageStory = (id: string) => id.startsWith('pages-');

/** Every story of the built Storybook (not its docs pages). */
export function allStories(): IndexEntry[] {
  const entries: IndexEntry[] = existsSync(indexFile) ? Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries) : [];
  return entries.filter((entry) => entry.type === 'story');
}

/**
 * Whether a story is shot: every component story but those tagged `no-visual` (for content
 * that cannot be made deterministic). Page stories are not: pages.spec.ts shoots the same
 * templates in full, from the built site, at three widths in every locale.
 */
export const isShot = (entry: IndexEntry) => !isPageStory(entry.id) && !entry.tags?.includes('no-visual');

/** The stories that are shot (isShot). */
export const shotStories = (): IndexEntry[] => allStories().filter(isShot);

/**
 * `STORYBOOK_LOCALE=fr` (or `pt`): stories.spec.ts visits every story in that locale, as the
 * toolbar's global sets it, and checks it (render, play, axe, the document's language) without
 * shots, whose baselines are English. Unset: English, with shots.
 */
export function storybookLocale(): Locale | undefined {
  const value = process.env.STORYBOOK_LOCALE;
  if (!value) return undefined;
  if (!isLocale(value)) throw new Error(`STORYBOOK_LOCALE="${value}" is not a published locale`);
  return value;
}

/**
 * The story specs' test: one browser context per worker for every story it shoots, without
 * request routing (which turns Chromium's cache off), so Storybook's preview bundle comes from
 * the cache, compiled once, instead of being fetched and compiled again for every story (47
 * stories: 2.0 -> 1.3 min on a loaded machine). Each story still gets a page of its own.
 */
export const storyTest = test.extend<{ noOutsideRequests: undefined }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme, reducedMotion, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme, reducedMotion, serviceWorkers });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The suite's own listener is on the default context, which a story never opens (nor, so,
  // creates): noOutsideRequests below watches the story context instead.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  noNetwork: async ({}, use) => use(undefined),
  // Storybook fetches nothing from outside: a story that tries fails.
  noOutsideRequests: [
    async ({ storyContext }, use) => {
      const stop = recordOutsideRequests(storyContext, 'request');
      await use(undefined);
      expect(stop(), 'requests outside this machine').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ storyContext }, use) => {
    const page = await newStoryPage(storyContext);
    await use(page);
    await page.close();
  },
});

/** A page of its own for a story, at the suite's fixed time. */
export async function newStoryPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.clock.setFixedTime(fixedNow);
  return page;
}

/**
 * Runs in the story's page before Storybook. `freeze=finished` makes the body inert from the
 * start, so a play function that focuses, types or presses keys fails there (silently: the
 * shot then showed the story's state at the failure). Keeping the body live lets each play
 * reach its end state; Storybook's `storyFinished` event says whether it did. The freeze also
 * swaps the page's timers for ones that never fire, and keeps the originals to itself: they are
 * kept here too, so axe (which waits on timers) can run on the frozen story (restoreTimers).
 */
function keepStoryLiveAndRecordItsEnd() {
  const timers = { setTimeout, clearTimeout, setInterval, clearInterval, requestAnimationFrame, cancelAnimationFrame, queueMicrotask };
  Object.defineProperty(globalThis, '__timersBeforeFreeze', { value: timers });
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

/** The page's own timers again, after the freeze (its story's timers stay cleared). */
const restoreTimers = (page: Page) => page.evaluate(() => Object.assign(globalThis, (globalThis as unknown as { __timersBeforeFreeze: object }).__timersBeforeFreeze));

export interface Size {
  width: number;
  height: number;
}

/** A story as Storybook's store prepares it: what it asks of the viewport. */
interface PreparedStory {
  storyGlobals: { viewport?: string | { value?: string; isRotated?: boolean } };
  parameters: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
}

const pixels = (length: string | undefined) => (length && /^\d+(px)?$/.test(length) ? Number.parseInt(length, 10) : undefined);

/**
 * The size a story asks for with its `globals.viewport`, as the toolbar sizes its canvas: a
 * preset of `parameters.viewport.options`, or a custom "390-844" (px). Null for none. A value
 * that cannot be sized fails the story rather than checking it at the wrong width.
 */
export async function storyViewport(page: Page, storyId: string): Promise<Size | null> {
  await restoreTimers(page);
  const { viewport, options } = await page.evaluate(async (id) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory: (options: { storyId: string }) => Promise<PreparedStory> } } })
      .__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    return { viewport: story.storyGlobals.viewport, options: story.parameters.viewport?.options ?? {} };
  }, storyId);
  const { value, isRotated = false } = typeof viewport === 'string' ? { value: viewport } : (viewport ?? {});
  if (!value) return null;
  const custom = /^(\d{1,4})(?:px)?-(\d{1,4})(?:px)?$/.exec(value);
  const preset = options[value]?.styles;
  const [width, height] = custom ? [Number(custom[1]), Number(custom[2])] : [pixels(preset?.width), pixels(preset?.height)];
  if (!width || !height) throw new Error(`${storyId}: globals.viewport "${value}" is neither a preset of parameters.viewport.options in px nor "width-height"`);
  return isRotated ? { width: height, height: width } : { width, height };
}

/**
 * Opens a story with `freeze=finished` (Storybook 10.6: its timers and animations stop once
 * its play function has finished, so a toast it shows stays on screen) and checks that it and
 * its play function finished without error. The a11y addon's own axe run is off (axeCheck runs
 * axe here).
 */
async function visitStory(page: Page, id: string, locale?: Locale) {
  const globals = ['a11y.manual:!true', ...(locale ? [`locale:${locale}`] : [])].join(';');
  const query = new URLSearchParams({ id, viewMode: 'story', freeze: 'finished', globals });
  await page.goto(`${storybookURL}/iframe.html?${query}`);
  await page.locator('style#storybook-freeze-after-finished').waitFor({ state: 'attached' });
  const status = await page.evaluate(() => (globalThis as { storyStatus?: string }).storyStatus);
  expect(status, 'the story and its play function finished without error').toBe('success');
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? (document.getElementById('error-message')?.textContent ?? 'error') : null,
  );
  expect(error, 'the story rendered without error').toBeNull();
  if (locale) expect(await page.evaluate(() => document.documentElement.lang), 'the story renders in the toolbar locale').toMatch(new RegExp(`^${locale}\\b`));
}

/**
 * axe as the built Storybook serves it (the a11y addon's chunk of axe-core, the same version
 * as the project's): loaded from the Storybook server, it comes from the browser's cache,
 * compiled once per worker, where injecting its 560 KB source into each page had it compiled
 * anew for every story (story specs 282 -> 254 s).
 */
function axeModuleURL(): string {
  const assets = path.join(path.dirname(indexFile), 'assets');
  const chunk = existsSync(assets) ? readdirSync(assets).find((name) => /^axe-[\w-]+\.js$/.test(name)) : undefined;
  if (!chunk) throw new Error('storybook-static/assets has no axe chunk (the a11y addon): run npm run build-storybook');
  return `${storybookURL}/assets/${chunk}`;
}

/** No serious or critical axe violation in the story's root (axe's default rules, the landmark rule `region` aside: a story is a fragment). */
async function axeCheck(page: Page) {
  await restoreTimers(page);
  const report = await page.evaluate(async (url) => {
    const axe = (await import(url)).default as typeof import('axe-core');
    const results = await axe.run('#storybook-root', { rules: { region: { enabled: false } }, resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  }, axeModuleURL());
  expect(report, 'axe: serious and critical violations').toEqual([]);
}

/**
 * A page story without a play function is its route as built, which e2e's axe sweep checks on
 * the built site itself, stricter (every WCAG 2.2 AA and best-practice rule,
 * tests/e2e/accessibility.spec.ts): axe on the same template here would only repeat that. A
 * page story that plays to another state is checked here.
 */
const takesAxe = (entry: IndexEntry) => !isPageStory(entry.id) || Boolean(entry.tags?.includes('play-fn'));

/**
 * Opens a story, checks it rendered and played, and compares it with its baseline
 * `stories/<id>-<project>.png`, whole; then axe on the same frozen state.
 */
export async function expectStoryShot(page: Page, entry: IndexEntry) {
  await page.addInitScript(keepStoryLiveAndRecordItsEnd);
  await visitStory(page, entry.id);
  await settle(page, { hydrated: false, frames: false });
  await expect(page).toHaveScreenshot(['stories', `${entry.id}.png`], { fullPage: true });
  if (takesAxe(entry)) await axeCheck(page);
}

/**
 * Every story's checks, as a person using its canvas would meet it: at the viewport it asks for
 * (`globals.viewport`; `size` when the caller already read it), with a real keyboard lent to its
 * play function (src/stories/realKeyboard.ts), in `locale` if given; then axe (takesAxe).
 */
export async function expectStoryChecks(page: Page, entry: IndexEntry, { locale, size }: { locale?: Locale; size?: Size } = {}) {
  await page.exposeFunction(realKeyPressName, (key: string) => page.keyboard.press(key));
  await page.addInitScript(keepStoryLiveAndRecordItsEnd);
  if (size) await page.setViewportSize(size);
  await visitStory(page, entry.id, locale);
  const asked = size ? null : await storyViewport(page, entry.id);
  if (asked) {
    await page.setViewportSize(asked);
    await visitStory(page, entry.id, locale);
  }
  if (takesAxe(entry)) await axeCheck(page);
}
