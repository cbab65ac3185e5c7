import type { Locator, Page, Route } from '@playwright/test';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { formatMessage } from '../../src/i18n/format';
import { localeInfo } from '../../src/i18n/locales';
import { formatWait } from '../../src/i18n/wait';
import { en } from './content';
import { expect, test } from './fixtures';
import { stubFunction } from './functionStub';
import { waitForHydration } from './hydration';

// The newsletter box on the French and Portuguese news pages, with script: the page's locale is
// sent with the address, and every refusal of the function (page.route answers for it) is said
// in the page's language, never in the function's English. One real subscription goes through
// the function `npm start` serves.

for (const locale of ['fr', 'pt'] as const) {
  const content = contentFor(locale);
  const { newsletter } = content.newsMessages;
  const box = content.news.page.newsletter;
  const intl = localeInfo[locale].intl;
  const toast = (page: Page) => page.getByRole('region', { name: content.messages.toast.region }).getByRole('listitem');

  async function openNews(page: Page) {
    await page.goto(`/${locale}/news`);
    // The hydrator is running, so a Subscribe made before the box's own code arrives is held
    // and replayed by it, never posted natively.
    await waitForHydration(page);
    const main = page.getByRole('main');
    return { email: main.getByRole('textbox', { name: newsletter.emailLabel }), submit: main.getByRole('button', { name: box.buttonLabel }) };
  }

  /** Answers the function with `answer` and records the JSON bodies sent. */
  const stubNewsletter = (page: Page, answer: (route: Route) => Promise<void>) => stubFunction(page, 'subscribe-newsletter', answer);

  async function subscribe(page: Page, address = 'aissatou@sante.gouv.sn'): Promise<{ email: Locator; submit: Locator }> {
    const box = await openNews(page);
    await box.email.fill(address);
    await box.submit.click();
    return box;
  }

  /** The toast says `description` in the page's language, and no English of the function or of the box. */
  async function expectFailure(page: Page, description: string, english: string) {
    await expect(toast(page)).toContainText(newsletter.failure.title);
    await expect(toast(page)).toContainText(description);
    await expect(toast(page)).not.toContainText(english);
    await expect(toast(page)).not.toContainText(en.newsMessages.newsletter.failure.title);
  }

  test.describe(`the newsletter box on /${locale}/news`, () => {
    // Chromium logs every failed request ("Failed to load resource ...") on the console.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('sends the page locale, and thanks in the language', async ({ page }) => {
      const bodies = await stubNewsletter(page, (route) => route.fulfill({ status: 200, json: { ok: true } }));
      const { email } = await subscribe(page);
      await expect(toast(page)).toContainText(newsletter.success.title);
      await expect(toast(page)).toContainText(formatMessage(newsletter.success.description, { email: 'aissatou@sante.gouv.sn' }));
      expect(bodies).toEqual([{ email: 'aissatou@sante.gouv.sn', locale, source: `/${locale}/news` }]);
      await expect(email).toHaveValue('');
    });

    test('the rate limit (429) is said in the language, with the wait', async ({ page }) => {
      const english = 'Too many sign-up attempts from your network.';
      await stubNewsletter(page, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '540' },
          json: { error: `${english} Please try again in 9 minutes.`, code: 'rateLimited', scope: 'client', retryAfter: 540 },
        }),
      );
      const { email, submit } = await subscribe(page);
      const { reasons, retryIn } = newsletter.errors.rateLimited;
      await expectFailure(page, formatMessage(retryIn, { reason: reasons.client, wait: formatWait(intl, 540) }), english);
      await expect(toast(page)).toContainText(locale === 'fr' ? '9 minutes' : '9 minutos');
      // Nothing lost: the address is still there to send again.
      await expect(email).toHaveValue('aissatou@sante.gouv.sn');
      await expect(submit).toBeEnabled();
    });

    test('an address only the function refuses, and a server failure, are said in the language', async ({ page }) => {
      let answer: 'email' | 'unavailable' = 'email';
      await stubNewsletter(page, (route) =>
        answer === 'email'
          ? route.fulfill({ status: 400, json: { error: 'Please enter a valid email address.', code: 'email', field: 'email' } })
          : route.fulfill({ status: 503, json: { error: 'This service is temporarily unavailable.', code: 'unavailable' } }),
      );
      const { submit } = await subscribe(page, 'aissatou@sante.gouv1');
      await expectFailure(page, newsletter.errors.email, 'Please enter a valid email address.');
      answer = 'unavailable';
      await submit.click();
      await expect(toast(page).last()).toContainText(newsletter.errors.unavailable);
      await expect(toast(page).last()).toContainText(site.email);
      await expect(toast(page).last()).not.toContainText('temporarily unavailable');
    });

    test('a network failure is said in the language', async ({ page }) => {
      await stubNewsletter(page, (route) => route.abort('internetdisconnected'));
      await subscribe(page);
      await expectFailure(page, newsletter.failure.fallback, en.newsMessages.newsletter.failure.fallback);
    });
  });
}

test('a reader subscribing from /fr/news through the real function is asked to check the inbox in French, the same again', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one real subscription is enough');
  const { newsletter } = contentFor('fr').newsMessages;
  const button = contentFor('fr').news.page.newsletter.buttonLabel;
  const toast = page.getByRole('region', { name: contentFor('fr').messages.toast.region }).getByRole('listitem');
  await page.goto('/fr/news');
  await waitForHydration(page);
  const address = `lectrice+${Date.now()}@example.org`;
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: newsletter.emailLabel }).fill(address);
  await main.getByRole('button', { name: button }).click();
  await expect(toast).toContainText(newsletter.success.title);
  await main.getByRole('textbox', { name: newsletter.emailLabel }).fill(address.toUpperCase());
  await main.getByRole('button', { name: button }).click();
  // The same answer again (one toast at a time: the new one names the address as typed).
  await expect(toast.last()).toContainText(formatMessage(newsletter.success.description, { email: address.toUpperCase() }));
});
