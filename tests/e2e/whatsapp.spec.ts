import type { Locator, Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { formatMessage } from '../../src/i18n/format';
import { localePath } from '../../src/i18n/localePaths';
import { locales } from '../../src/i18n/locales';
import { whatsappNumber } from '../../src/lib/whatsapp';
import { articlePath, paths, servicePath } from '../../src/routes/routes';
import { expect, test } from './fixtures';

// WhatsApp, the region's business channel, with JavaScript off (or lost on the way): every
// chat and share link is a plain link of the built page that opens wa.me in a new tab, with
// the company's number and a first message in the page's language. The links are the same
// at every width: the desktop project runs them.
test.use({ javaScriptEnabled: false });
test.beforeEach(({ isMobile }) => test.skip(isMobile, 'desktop project covers it'));

/** wa.me answered here: a tab that opens it is all a test needs to see. */
async function stubWhatsApp(page: Page): Promise<void> {
  await page.context().route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }));
}

/** Follows a link that opens in a new tab, and gives back the address it opened. */
async function opens(page: Page, link: Locator): Promise<URL> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const tab = page.waitForEvent('popup');
  await link.click();
  const opened = await tab;
  const url = new URL(opened.url());
  await opened.close();
  return url;
}

/** The page's address as a prefilled text names it: without https://. */
const address = (locale: (typeof locales)[number], path: string) => `${site.origin}${localePath(locale, path)}`.replace(/^https?:\/\//, '');

for (const locale of locales) {
  const { whatsapp, messages, newsMessages, news, contact } = contentFor(locale);
  const number = whatsappNumber(site.whatsapp ?? '');
  const chatName = new RegExp(`^${whatsapp.chat} ${messages.opensInNewTab.replace(/[()]/g, '\\$&')}$`);

  test.describe(`without JavaScript, ${locale}`, () => {
    test.beforeEach(async ({ page }) => stubWhatsApp(page));

    test('the contact page offers a chat beside e-mail and phone, and on its emergency card', async ({ page, consoleErrors }) => {
      await page.goto(localePath(locale, paths.contact));
      const main = page.getByRole('main');
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: whatsapp.card.title, exact: true }) });
      await expect(card).toContainText(site.whatsapp ?? '');
      await expect(card).toContainText(whatsapp.card.note);
      const chat = await opens(page, card.getByRole('link'));
      expect(chat.pathname).toBe(`/${number}`);
      expect(chat.searchParams.get('text')).toBe(formatMessage(whatsapp.texts.page, { url: address(locale, paths.contact) }));
      const emergency = main.getByRole('heading', { name: contact.emergency.heading }).locator('..');
      const urgent = await opens(page, emergency.getByRole('link', { name: chatName }));
      expect(urgent.searchParams.get('text')).toBe(formatMessage(whatsapp.texts.urgent, { url: address(locale, paths.contact) }));
      expect(consoleErrors).toEqual([]);
    });

    test('the footer and the call to action of a service name the service', async ({ page, consoleErrors }) => {
      const path = servicePath('waho');
      await page.goto(localePath(locale, path));
      const text = formatMessage(whatsapp.texts.service, { service: whatsapp.services.waho, url: address(locale, path) });
      const cta = page.getByRole('main').getByRole('link', { name: chatName });
      const footer = page.getByRole('contentinfo').getByRole('link', { name: chatName });
      for (const link of [cta, footer]) {
        const chat = await opens(page, link);
        expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${number}`);
        expect(chat.searchParams.get('text')).toBe(text);
      }
      // Encoded in the page itself, not only by the browser.
      expect(await cta.getAttribute('href')).not.toMatch(/\s/);
      expect(consoleErrors).toEqual([]);
    });

    test('a news card and an article share their title and public address', async ({ page, consoleErrors }) => {
      const shareName = `${formatMessage(newsMessages.share.onNetwork, { network: newsMessages.share.networks.whatsapp })} ${messages.opensInNewTab}`;
      const article = news.articles.filter((entry) => !entry.featured)[2];
      if (!article) throw new Error('missing article');
      const shared = `${article.title} ${site.origin}${localePath(locale, articlePath(article.slug))}`;
      await page.goto(localePath(locale, paths.news));
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: article.title, exact: true }) });
      const fromCard = await opens(page, card.getByRole('link', { name: shareName }));
      expect(`${fromCard.origin}${fromCard.pathname}`).toBe('https://wa.me/');
      expect(fromCard.searchParams.get('text')).toBe(shared);
      await page.goto(localePath(locale, articlePath(article.slug)));
      const fromArticle = await opens(page, page.getByRole('main').getByRole('link', { name: shareName }));
      expect(fromArticle.searchParams.get('text')).toBe(shared);
      expect(consoleErrors).toEqual([]);
    });
  });
}
