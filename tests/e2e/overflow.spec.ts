import type { Page } from '@playwright/test';
import { headerBreakpoints } from '../../tokens/breakpoints';
import { space } from '../../tokens/space';
import { localePath } from '../../src/i18n/localePaths';
import { locales } from '../../src/i18n/locales';
import { routes } from '../../src/routes/routes';
import { test as base, expect, fullBrowser } from './fixtures';
import { waitForHydration } from './hydration';
import { findOverflow, readHeader } from './overflow';

/**
 * The layout holds at every width in every language: no page scrolls sideways, no box sticks
 * out of the viewport, no button's or link's label out of its box, the wordmark keeps its two
 * lines and no header link wraps. Widths: the smallest phone we support (320), the phone of
 * the visual suite (390), a tablet upright (768) and sideways or a small laptop (1024), the
 * desktop of the visual suite (1280) and a wide screen (1440); and the narrowest widths of the
 * header's layouts (tokens/breakpoints.ts), where each is shortest of room: the labelled menu
 * button, the inline navigation.
 *
 * One page per worker steps through the widths of each page (no reload, no screenshot), so
 * the 93 pages take well under two minutes. Layout is the same in every project: this runs in
 * the desktop project only.
 */
const narrowest = 320;
const widths = [narrowest, headerBreakpoints.menuLabel, 390, 768, 1024, headerBreakpoints.inlineNavigation, 1280, 1440].sort((a, b) => a - b);

/** The least side space of an inline navigation link, drawn together where room is short: xs (px). */
const linkSpace = Number.parseFloat(space.xs) * 16;

const test = base.extend<object, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ viewport: { width: narrowest, height: 900 }, baseURL: workerInfo.project.use.baseURL });
      // The site's font is `font-display: optional`: a page that paints before it has arrived
      // keeps the fallback, as a browser's first page may. Every page here is laid out in the
      // font itself: loaded once, it is there for every page that follows.
      await page.goto('/');
      await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test.skip(({ isMobile }) => isMobile, 'the desktop project steps through every width');
// A failure's list names route, locale, width and element; a trace would add nothing but time.
test.use({ trace: 'off' });
// Widths are text metrics: the full browser's, which the headless shell's differ from by a pixel here and there.
test.use(fullBrowser);

for (const locale of locales) {
  for (const route of routes) {
    const url = localePath(locale, route.path);
    test(`${url} (${locale}) fits at every width`, async ({ sweepPage: page }) => {
      await page.setViewportSize({ width: narrowest, height: 900 });
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await waitForHydration(page);
      const fallbackUsed = await page.evaluate(() => [...document.fonts].some((face) => face.family.endsWith('Fallback') && face.status !== 'unloaded'));
      expect(fallbackUsed, `${url} is laid out in the site's font`).toBe(false);
      const problems: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${url} (${locale}) at ${width} px`;
        for (const finding of await page.evaluate(findOverflow)) problems.push(`${where}: ${finding}`);
        const header = await page.evaluate(readHeader, linkSpace);
        if (header.wordmarkLines > 2) problems.push(`${where}: the wordmark runs over ${header.wordmarkLines} lines`);
        for (const link of header.wrappedLinks) problems.push(`${where}: the header link "${link}" wraps`);
        for (const link of header.crampedLinks) problems.push(`${where}: the header link "${link}" has less than ${linkSpace} px beside its label`);
      }
      expect(problems, `${url} (${locale})`).toEqual([]);
    });
  }
}
