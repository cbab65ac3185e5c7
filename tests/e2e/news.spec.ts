import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { newsSlugs } from '../../src/content/news/slugs';
import { site } from '../../src/content/site';
import { newsFilterCategories } from '../../src/content/types';
import { categoryLabel, en, formatDate, message, plural } from './content';
import { expect, test } from './fixtures';
import { expectImageOf } from './images';
import { stubExternalSites, waitForHydration } from './hydration';

const { articleNotFound, newsMessages } = en;
const { articles: newsArticles, bodies: articleBodies, page: newsPage } = en.news;

// The toast itself (its role="status" announcer only lives for a second).
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
const listed = newsArticles.filter((article) => !article.featured);
const grid = (page: Page) => page.getByRole('main').getByRole('region', { name: newsPage.listHeading });
/** The cards a grid shows (not the detail lists inside them, nor the cards a filter hides). */
const cardsIn = (region: Locator) => region.locator('ul').first().locator(':scope > li:visible');
const cardOf = (page: Page, title: string) => cardsIn(grid(page)).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

async function open(page: Page, path = '/news') {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('news listing', () => {
  test('is prerendered with the hero, featured story and the ten articles in the spec order', async ({ page, consoleErrors }) => {
    await open(page);
    await expect(page).toHaveTitle(newsPage.meta.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Updates');
    const main = page.getByRole('main');
    await expect(main.getByText(newsPage.featuredLabel)).toBeVisible();
    const featured = newsArticles.find((article) => article.featured);
    await expect(main.getByRole('link', { name: `${newsMessages.readMore}: ${featured?.title}` })).toHaveAttribute('href', '/news/waho-certification');
    const cards = cardsIn(grid(page));
    await expect(cards).toHaveCount(10);
    const hrefs = await grid(page)
      .getByRole('link', { name: new RegExp(`^${newsMessages.readMore}: `) })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/news/ghana-health-partnership',
      '/news/aripo-expansion',
      '/news/q4-results',
      '/news/who-guidelines-update',
      '/news/ecowas-trade',
      '/news/digital-transformation',
      '/news/madrid-expansion',
      '/news/quality-assurance',
      '/news/procurement-reforms',
      '/news/year-end-review',
    ]);
    for (const [index, article] of listed.entries()) {
      const card = cards.nth(index);
      for (const text of [categoryLabel(article.category), article.title, message(newsMessages.byline, { author: article.author }), article.readTime, formatDate(article.date), newsMessages.readMore]) {
        await expect(card).toContainText(text);
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test('filters by exact category, starting on All', async ({ page, consoleErrors }) => {
    await open(page);
    const filter = page.getByRole('main').getByRole('group', { name: newsPage.filterLabel });
    await expect(filter.getByRole('button')).toHaveText(['All', ...newsFilterCategories.map(categoryLabel)]);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const cards = cardsIn(grid(page));
    for (const category of [...newsFilterCategories.map(categoryLabel), 'All']) {
      await filter.getByRole('button', { name: category, exact: true }).click();
      await expect(filter.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
      const expected = category === 'All' ? listed : listed.filter((article) => categoryLabel(article.category) === category);
      await expect(cards).toHaveCount(expected.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((article) => article.title));
      await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(plural(newsMessages.resultCount, expected.length));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('shares each card on Facebook, Twitter and LinkedIn with its real address', async ({ page, consoleErrors, baseURL }) => {
    await stubExternalSites(page);
    await open(page);
    for (const article of listed) {
      const card = cardOf(page, article.title);
      const url = encodeURIComponent(`${baseURL}/news/${article.slug}`);
      const expected: [string, string][] = [
        ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
        ['Twitter', `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(message(newsMessages.share.tweetText, { title: article.title, excerpt: article.excerpt }))}`],
        ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
      ];
      for (const [network, shareUrl] of expected) {
        const popup = page.waitForEvent('popup');
        await card.getByRole('button', { name: `Share on ${network}` }).click();
        const tab = await popup;
        expect(new URL(tab.url()).toString()).toBe(new URL(shareUrl).toString());
        await tab.close();
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test('downloads each card as a text file with title, category, author, date, read time and excerpt', async ({ page, consoleErrors }) => {
    await open(page);
    for (const article of listed) {
      const downloading = page.waitForEvent('download');
      await cardOf(page, article.title).getByRole('button', { name: newsMessages.share.downloadTextLabel }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${article.fileSlug}.txt`);
      const text = await readFile(await download.path(), 'utf8');
      for (const line of [
        `Title: ${article.title}`,
        `Category: ${categoryLabel(article.category)}`,
        `Author: ${article.author}`,
        `Date: ${formatDate(article.date)}`,
        `Read time: ${article.readTime}`,
        article.excerpt,
      ]) {
        expect(text).toContain(line);
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test.describe('newsletter', () => {
    // A refused or failed request is logged by the browser itself ("Failed to load resource").
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    async function subscribeWith(page: Page, email: string): Promise<Locator> {
      const input = page.getByRole('main').getByRole('textbox', { name: newsMessages.newsletter.emailLabel });
      await expect(input).toHaveAttribute('type', 'email');
      await input.fill(email);
      await page.getByRole('main').getByRole('button', { name: newsPage.newsletter.buttonLabel }).click();
      return input;
    }

    test('refuses an invalid address without calling the server', async ({ page, consoleErrors }) => {
      const calls: string[] = [];
      await page.route('**/functions/v1/subscribe-newsletter', (route) => {
        calls.push(route.request().url());
        return route.fulfill({ status: 200, json: { ok: true } });
      });
      await open(page);
      const input = await subscribeWith(page, 'not-an-address');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(toast(page)).toContainText(newsMessages.newsletter.invalid.title);
      await expect(page.getByRole('main')).toContainText(newsMessages.newsletter.invalid.description);
      expect(calls).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test("says clearly that it could not subscribe, with the reason the function's code gives", async ({ page, consoleErrors }) => {
      await page.route('**/functions/v1/subscribe-newsletter', (route) =>
        route.fulfill({ status: 503, json: { error: 'The mailing list is not available yet.', code: 'unavailable' } }),
      );
      await open(page);
      await subscribeWith(page, 'ama@example.com');
      await expect(toast(page)).toContainText(newsMessages.newsletter.failure.title);
      // The function's 503 in the page's words (in English, the function's own words of before).
      await expect(toast(page)).toContainText(newsMessages.newsletter.errors.unavailable);
      expect(consoleErrors).toEqual([]);
    });

    test('says it could not subscribe when the server cannot be reached', async ({ page, consoleErrors }) => {
      await page.route('**/functions/v1/subscribe-newsletter', (route) => route.abort('connectionrefused'));
      await open(page);
      await subscribeWith(page, 'ama@example.com');
      await expect(toast(page)).toContainText(newsMessages.newsletter.failure.title);
      await expect(toast(page)).toContainText(newsMessages.newsletter.failure.fallback);
      expect(consoleErrors).toEqual([]);
    });

    test('subscribes through the real newsletter function served by npm start', async ({ page, consoleErrors }) => {
      await open(page);
      const email = `reader+${Date.now()}-${test.info().project.name}@example.com`;
      const input = await subscribeWith(page, email);
      await expect(toast(page)).toContainText(newsMessages.newsletter.success.title);
      await expect(toast(page)).toContainText(message(newsMessages.newsletter.success.description, { email: email }));
      await expect(input).toHaveValue('');
      // The same address again: the same answer (nothing says the address is known).
      await subscribeWith(page, email);
      await expect(toast(page).last()).toContainText(message(newsMessages.newsletter.success.description, { email: email }));
      expect(consoleErrors).toEqual([]);
    });

    test('posts the address and confirms the subscription', async ({ page, consoleErrors }) => {
      const bodies: unknown[] = [];
      await page.route('**/functions/v1/subscribe-newsletter', (route) => {
        bodies.push(route.request().postDataJSON());
        return route.fulfill({ status: 200, json: { ok: true } });
      });
      await open(page);
      const input = await subscribeWith(page, 'ama@example.com');
      await expect(toast(page)).toContainText(newsMessages.newsletter.success.title);
      expect(bodies).toEqual([{ email: 'ama@example.com', locale: 'en', source: '/news' }]);
      await expect(input).toHaveValue('');
      expect(consoleErrors).toEqual([]);
    });
  });
});

test.describe('article pages', () => {
  test('every article is prerendered with its title as the only h1 and a body of several paragraphs', async ({ request }) => {
    expect(newsSlugs).toHaveLength(11);
    for (const article of newsArticles) {
      const response = await request.get(`/news/${article.slug}`);
      expect(response.status(), article.slug).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(`${article.title} | ${site.shortName}`)}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${site.origin}/news/${article.slug}">`);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/g);
      expect(h1, article.slug).toHaveLength(1);
      expect(h1?.[0]).toContain(escapeHtml(article.title));
      const paragraphs = articleBodies[article.slug].filter((block) => block.type === 'paragraph');
      expect(paragraphs.length, article.slug).toBeGreaterThanOrEqual(3);
      for (const paragraph of paragraphs) expect(html).toContain(`<p>${escapeHtml(paragraph.text)}</p>`);
    }
  });

  test('shows back link, category, byline, image, body and related articles', async ({ page, consoleErrors, request }) => {
    for (const article of newsArticles) {
      await open(page, `/news/${article.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(main.getByRole('link', { name: newsMessages.backToNews })).toHaveAttribute('href', '/news');
      for (const text of [categoryLabel(article.category), message(newsMessages.byline, { author: article.author }), formatDate(article.date), article.readTime]) await expect(main).toContainText(text);
      await expect(main.getByRole('button', { name: newsMessages.shareArticle })).toBeVisible();
      await expect(main.getByRole('link', { name: newsMessages.downloadPdf })).toHaveAttribute('href', `/news/pdf/${article.slug}.pdf`);
      const image = main.getByRole('img', { name: article.image.alt });
      await expectImageOf(image, article.image.src, request);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await main.locator('article p').count()).toBeGreaterThanOrEqual(3);
      const related = main.getByRole('region', { name: newsMessages.relatedArticles });
      await expect(cardsIn(related)).toHaveCount(1);
      if (article.slug !== 'who-guidelines-update') {
        await expect(related.getByRole('link', { name: /^Read more: / }).first()).toHaveAttribute('href', '/news/who-guidelines-update');
      }
      await expect(related.getByRole('link', { name: `${newsMessages.readMore}: ${article.title}` })).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the back link returns to the listing without a reload', async ({ page, consoleErrors }) => {
    await open(page, '/news/q4-results');
    await page.getByRole('main').getByRole('link', { name: newsMessages.backToNews }).click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Updates');
    expect(consoleErrors).toEqual([]);
  });

  test('Download PDF saves a real PDF of the article', async ({ page, consoleErrors }) => {
    for (const slug of ['waho-certification', 'digital-transformation']) {
      await open(page, `/news/${slug}`);
      const downloading = page.waitForEvent('download');
      await page.getByRole('main').getByRole('link', { name: newsMessages.downloadPdf }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${slug}.pdf`);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(2000);
      await expect(toast(page)).toContainText(newsMessages.pdfDownloadStarted.title);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('Share Article uses the native share sheet where there is one', async ({ page, consoleErrors, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await open(page, '/news/ecowas-trade');
    await page.getByRole('main').getByRole('button', { name: newsMessages.shareArticle }).click();
    const article = newsArticles.find((entry) => entry.slug === 'ecowas-trade');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: article?.title, text: article?.excerpt, url: `${baseURL}/news/ecowas-trade` }]);
    expect(consoleErrors).toEqual([]);
  });

  test('Share Article copies the link and says so where there is no share sheet', async ({ page, context, consoleErrors, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await open(page, '/news/madrid-expansion');
    await page.getByRole('main').getByRole('button', { name: newsMessages.shareArticle }).click();
    await expect(toast(page)).toContainText(newsMessages.linkCopied.title);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/news/madrid-expansion`);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('unknown slug', () => {
    // The browser logs the document's own 404 status.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('answers 404 with Article Not Found and a way back to the news', async ({ page, consoleErrors }) => {
      const response = await page.goto('/news/no-such-article');
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page).toHaveTitle(articleNotFound.meta.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const back = page.getByRole('main').getByRole('link', { name: 'Return to News' });
      await expect(back).toHaveAttribute('href', '/news');
      await back.click();
      await expect(page).toHaveURL('/news');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Updates');
      expect(consoleErrors).toEqual([]);
    });

    test('the server sends the not-found article page with status 404', async ({ request }) => {
      const response = await request.get('/news/does-not-exist');
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Article Not Found');
      expect(html).toContain('Return to News');
    });
  });
});
