import { splitLocalePath } from '../../src/i18n/localePaths';
import { pdfPageImage } from './pdfImage';
import { baselinePrefix, expect, settle, slugOf, test } from './support';

/**
 * The first sheet of a page printed to PDF (issue #25): A4 as Chromium prints it, with the
 * letterhead, the page's address, the date and the page number in its margins, which only a
 * PDF has (a print-media screenshot shows no sheet and no margins). The suite's clock fixes
 * the date line. One page per template the issue names, in each locale: baselines
 * print/services-waho, print/fr/news-q4-results, print/pt/terms, print/resources (the desktop
 * project's: paper has one size, so it is printed once).
 */
const printed = ['/services/waho', '/fr/news/q4-results', '/pt/terms', '/resources'];

for (const path of printed) {
  const { locale, path: sitePath } = splitLocalePath(path);
  const name = `${baselinePrefix(locale)}${slugOf(sitePath)}`;

  test(`printed ${path}: its first sheet`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'paper has one size: printed once');
    await page.goto(path);
    await settle(page);
    const sheet = await pdfPageImage(new Uint8Array(await page.pdf({ format: 'A4' })));
    // The suite's thresholds (playwright.visual.config.ts), which toMatchSnapshot does not take from toHaveScreenshot's.
    expect(sheet).toMatchSnapshot(['print', `${name}.png`], { maxDiffPixels: 0, threshold: 0.1 });
  });
}
