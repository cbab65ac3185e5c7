import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/** What the page knows of Storybook's preview (its own globals). */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__: { ready: () => Promise<void> };
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
}

/**
 * Every story: renders without error, runs its play function, and passes axe with no
 * serious or critical violations. In English, or in the locale STORYBOOK_LOCALE names
 * (`STORYBOOK_LOCALE=fr npm run test:storybook`): the toolbar's global, set once as the
 * toolbar sets it, holds for every story the run then visits.
 */
const locale = process.env.STORYBOOK_LOCALE;

const config: TestRunnerConfig = {
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    if (!locale) return;
    await page.evaluate(async (value) => {
      const preview = window as unknown as PreviewWindow;
      await preview.__STORYBOOK_PREVIEW__.ready();
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { locale: value } });
    }, locale);
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page) {
    if (locale) {
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (!lang.startsWith(locale)) throw new Error(`The story rendered in "${lang}", not in ${locale}`);
    }
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      includedImpacts: ['serious', 'critical'],
      axeOptions: { rules: { region: { enabled: false } } },
    });
  },
};

export default config;
