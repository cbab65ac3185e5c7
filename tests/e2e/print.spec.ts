import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { formatDate, formatMessage } from '../../src/i18n/format';
import { localeInfo } from '../../src/i18n/locales';
import { splitLocalePath } from '../../src/i18n/localePaths';
import { pageUrl } from '../../src/lib/head';
import { asExtracted, readPdf } from '../unit/pdfText';
import { expect, test } from './fixtures';
import { hydrateAllIslands } from './hydration';

// Issue #25: pages print for the file. Each page is printed to PDF as Chromium prints it
// (A4), and read back as a PDF reader extracts its text (pdf.js): the company's name, address,
// phone and e-mail on the first sheet, the page's address, the day printed and "Page n of N"
// on every sheet, in the page's language; no navigation, footer, newsletter or share control.

/** The day the tests print on (the browser's clock is set to it). */
const printedOn = '2026-06-15';

/** What a locale's printed sheets say, from the same sources as the pages. */
function paperOf(path: string) {
  const { locale, path: sitePath } = splitLocalePath(path);
  const content = contentFor(locale);
  const { messages, office, pageMessages, newsMessages, resourcesMessages, news, headerMessages } = content;
  const detail = (label: string, value: string) => formatMessage(pageMessages.print.contactDetail, { label, value });
  return {
    locale,
    url: pageUrl(locale, sitePath),
    letterhead: [site.name, office.location, detail(messages.footer.phoneLabel, site.phone), detail(messages.footer.emailLabel, site.email)],
    printed: formatMessage(pageMessages.print.printed, { date: formatDate(localeInfo[locale].intl, printedOn) }),
    /** The words of the date line without the date ("Printed on"). */
    printedWords: pageMessages.print.printed.replace('{date}', '').trim(),
    pageNumber: (page: number, count: number) => formatMessage(pageMessages.pdf.pageNumber, { page, count }),
    /** Words of the controls and chrome that stay off paper. */
    absent: [
      messages.components.skipLink,
      headerMessages.items.map((item) => item.label).join(' '),
      headerMessages.labels.getInTouch,
      messages.footer.tagline,
      formatMessage(messages.footer.copyright, { year: 2026 }),
      news.page.newsletter.heading,
      news.page.newsletter.text,
      newsMessages.shareArticle,
      newsMessages.downloadPdf,
      newsMessages.relatedArticles,
      resourcesMessages.downloadPdf,
    ],
    /** A download button's label: a whole word, not a part of "Downloads". */
    downloadLabel: resourcesMessages.download,
  };
}

async function printed(page: Page, path: string, { script = true } = {}) {
  await page.clock.setFixedTime(new Date(`${printedOn}T09:00:00Z`));
  await page.goto(path);
  // The page as its reader has it: every island hydrated (where script runs), the font in.
  if (script) await hydrateAllIslands(page);
  await page.evaluate(() => document.fonts.ready);
  return readPdf(new Uint8Array(await page.pdf({ format: 'A4' })));
}

const wordPattern = (word: string) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');

test.describe('printed pages', () => {
  test.skip(({ isMobile }) => isMobile, 'paper has one size: printed once');

  for (const path of ['/services/waho', '/fr/news/q4-results', '/pt/terms', '/resources']) {
    test(`${path} carries the company, its address, the date and page numbers, and no navigation`, async ({ page, consoleErrors }) => {
      const paper = paperOf(path);
      const { pages, text } = await printed(page, path);
      expect(pages.length).toBeGreaterThan(1);
      const [first = ''] = pages;
      for (const line of paper.letterhead) expect(first).toContain(asExtracted(line));
      for (const [index, sheet] of pages.entries()) {
        expect(sheet, `sheet ${index + 1}`).toContain(site.name);
        expect(sheet, `sheet ${index + 1}`).toContain(paper.url);
        expect(sheet, `sheet ${index + 1}`).toContain(asExtracted(paper.printed));
        expect(sheet, `sheet ${index + 1}`).toContain(asExtracted(paper.pageNumber(index + 1, pages.length)));
      }
      for (const words of paper.absent) expect(text).not.toContain(asExtracted(words));
      expect(text).not.toMatch(wordPattern(paper.downloadLabel));
      // The print stamp ran: the CSP allows it (a refusal is a console error, which fails the test).
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a link prints its full address after its words; an address already in the words is not repeated', async ({ page }) => {
    const { text } = await printed(page, '/resources');
    const { resources } = contentFor('en');
    const video = resources.videos.find((entry) => entry.youtubeId);
    expect(text).toContain(`https://www.youtube.com/watch?v=${video?.youtubeId}`);
    // The company's e-mail and phone are words already: no mailto: or tel: follows them.
    expect(text).not.toMatch(/mailto:|tel:/);
  });

  test('a WhatsApp chat prints as its number, without its wa.me address and encoded message', async ({ page }) => {
    const { text } = await printed(page, '/fr/contact');
    expect(text).toContain(asExtracted(site.whatsapp ?? ''));
    expect(text).not.toContain('wa.me');
    // The e-mail still prints, as its words.
    expect(text).toContain(site.email);
  });

  test('without JavaScript: the company, the address and page numbers, and no date line', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const path = '/fr/news/q4-results';
    const paper = paperOf(path);
    const { pages, text } = await printed(page, path, { script: false });
    for (const line of paper.letterhead) expect(pages[0]).toContain(asExtracted(line));
    for (const [index, sheet] of pages.entries()) {
      expect(sheet).toContain(paper.url);
      expect(sheet).toContain(asExtracted(paper.pageNumber(index + 1, pages.length)));
    }
    expect(text).not.toContain(asExtracted(paper.printedWords));
    for (const words of paper.absent) expect(text).not.toContain(asExtracted(words));
    await context.close();
  });

  for (const script of [true, false]) {
    test(`the FAQ prints every answer, closed ones included (${script ? 'the accordion' : 'native <details>, no script'})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: script });
      const page = await context.newPage();
      const { text } = await printed(page, '/faq', { script });
      const { faq } = contentFor('en');
      for (const item of faq.groups.flatMap((group) => group.items)) {
        expect(text).toContain(asExtracted(item.question));
        // Its first words: a longer run may cross a line broken at a hyphen.
        expect(text).toContain(asExtracted(item.answer).split(' ').slice(0, 5).join(' '));
      }
      await context.close();
    });
  }

  test('the print stylesheet is one file, linked for print only, and fetched without delaying the page', async ({ page, request }) => {
    const html = await (await request.get('/fr/news/q4-results')).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" media="print">/g)].map((match) => match[1]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^\/static\/print-[\w-]{8}\.css$/);
    // Nothing for paper in the inlined stylesheet: a screen reader of the page never pays for it.
    expect(html.match(/<style>[\s\S]*?<\/style>/)?.[0]).not.toMatch(/@media print|@page/);
    const stylesheet = await request.get(links[0] as string);
    expect(stylesheet.headers()['cache-control']).toContain('immutable');
    // Its rules unwrapped from their @media print, and its @page rules with their margin boxes.
    const css = await stylesheet.text();
    expect(css).not.toContain('@media');
    for (const box of ['@top-left', '@top-right', '@bottom-left', '@bottom-right']) expect(css).toContain(box);
    expect(css).toMatch(/@page\s*:first\s*\{/);
    await page.goto('/fr/news/q4-results');
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(requested.some((name) => name.endsWith(links[0] as string))).toBe(true);
  });
});
