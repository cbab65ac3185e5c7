import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';
import { realKeyPressName } from '../src/stories/realKeyboard.ts';

/** A story as Storybook's store prepares it: what it asks of the viewport. */
interface PreparedStory {
  storyGlobals: { viewport?: string | { value?: string; isRotated?: boolean } };
  parameters: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
}

/** What the page knows of Storybook's preview (its own globals). */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__: {
    ready: () => Promise<void>;
    storyStoreValue: { loadStory: (options: { storyId: string }) => Promise<PreparedStory> };
  };
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
}

interface Size {
  width: number;
  height: number;
}

const pixels = (length: string | undefined) => (length && /^\d+(px)?$/.test(length) ? Number.parseInt(length, 10) : undefined);

/**
 * The size a story asks for with its `globals.viewport`, as the toolbar sizes its canvas: a
 * preset of `parameters.viewport.options`, or a custom "390-844" (px). Null for none. A
 * value the runner cannot size fails the story rather than testing it at the wrong width.
 */
async function storyViewport(page: Page, storyId: string): Promise<Size | null> {
  const { viewport, options } = await page.evaluate(async (id) => {
    const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
    await preview.ready();
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

/** The page's own size, for every story that asks for none (set again before each: a story may have changed it). */
let defaultSize: Size | null = null;

/**
 * Every story: renders at the viewport it asks for (`globals.viewport`, as the toolbar shows
 * it), runs its play function (with a real keyboard to lend), and passes axe with no serious or critical violations. In
 * English, or in the locale STORYBOOK_LOCALE names (`STORYBOOK_LOCALE=fr npm run
 * test:storybook`): the toolbar's global, set once as the toolbar sets it, holds for every
 * story the run then visits.
 */
const locale = process.env.STORYBOOK_LOCALE;

const config: TestRunnerConfig = {
  async prepare({ page }) {
    // Plays press keys the browser itself must answer through this (src/stories/realKeyboard.ts).
    await page.exposeFunction(realKeyPressName, (key: string) => page.keyboard.press(key));
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    defaultSize = page.viewportSize();
    if (!locale) return;
    await page.evaluate(async (value) => {
      const preview = window as unknown as PreviewWindow;
      await preview.__STORYBOOK_PREVIEW__.ready();
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: value } });
    }, locale);
  },
  async preVisit(page, context) {
    const size = (await storyViewport(page, context.id)) ?? defaultSize;
    if (size) await page.setViewportSize(size);
    // Stories change in one page, so axe stays loaded: sending its 560 KB again for every
    // story cost about a fifth of this step.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    if (locale) {
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (!lang.startsWith(locale)) throw new Error(`The story rendered in "${lang}", not in ${locale}`);
    }
    // A page story without a play function is its route as built, which e2e's axe sweep
    // checks on the built site itself, stricter (every WCAG 2.2 AA and best-practice rule,
    // tests/e2e/accessibility.spec.ts): axe on the same template here only repeated that, for
    // about 30 s a run. A page story that plays to another state is still checked here.
    if (context.id.startsWith('pages-') && !(await getStoryContext(page, context)).tags.includes('play-fn')) return;
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      includedImpacts: ['serious', 'critical'],
      axeOptions: { rules: { region: { enabled: false } } },
    });
  },
};

export default config;
