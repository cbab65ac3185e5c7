import { locales } from '../../src/i18n/locales';
import { webFontFamily } from '../../src/styles/fontFaces';
import { storybookURL } from './env';
import { baselinePrefix, expect, settle, test } from './support';

/**
 * What a designer sees on a first visit to the published Storybook: a docs page's examples
 * in the site's font, in every locale of the toolbar. Storybook is served as built (only the
 * site's pages are served at `font-display: block`, serve-site.mjs), and the font files
 * arrive late, as over a real network: with `optional` alone, the examples kept the
 * metric-matched fallback (Liberation Sans). Chrome's own account of the fonts it drew each
 * text with (DevTools protocol) must name only the web font.
 */
/** Long after the font's block period with `optional` (100 ms): a slow first visit. */
const fontDelayMs = 600;
const docsPage = 'components-button--docs';
/** The family name inside the font file (the CSS family is "Public Sans Variable"). */
const webFontName = webFontFamily.replace(/ Variable$/, '');

for (const locale of locales) {
  test(`docs page ${docsPage} in ${locale}: examples in the web font on a first visit`, async ({ page }) => {
    await page.route(/\.woff2(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
      await route.fallback();
    });
    const query = new URLSearchParams({ id: docsPage, viewMode: 'docs', globals: `locale:${locale};a11y.manual:!true` });
    await page.goto(`${storybookURL}/iframe.html?${query}`);
    const examples = page.locator('#storybook-docs .docs-story');
    await expect(examples.first()).toBeVisible();
    await expect(examples.first().getByRole('button').first()).toBeVisible();
    await settle(page, { hydrated: false });

    // Every element of the examples that holds text of its own, and the fonts Chrome drew it
    // with; but a specimen's caption, a code name set in monospace on purpose (src/stories/Specimen.tsx).
    const probes = await examples.evaluateAll((stories) => {
      let count = 0;
      for (const story of stories)
        for (const element of story.querySelectorAll('*'))
          if (!element.closest('code') && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) {
            element.setAttribute('data-font-probe', String(count++));
          }
      return count;
    });
    expect(probes, 'the examples show text').toBeGreaterThan(0);
    const session = await page.context().newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    const families = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) families.add(`${font.familyName}${font.isCustomFont ? '' : ' (local)'}`);
    }
    expect(nodeIds.length).toBe(probes);
    // The variable file names its default instance ("Public Sans Thin"); the fallback is "Liberation Sans (local)".
    const notTheWebFont = [...families].filter((family) => !family.startsWith(webFontName));
    expect(families.size, 'the examples were drawn').toBeGreaterThan(0);
    expect(notTheWebFont, `fonts other than ${webFontName} drew the examples' text`).toEqual([]);

    await expect(examples.first()).toHaveScreenshot(['stories-font', `${baselinePrefix(locale)}${docsPage}.png`]);
  });
}
