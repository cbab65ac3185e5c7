import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { localePath } from '../../src/i18n/localePaths';
import { type Locale, locales } from '../../src/i18n/locales';
import { paths } from '../../src/routes/paths';
import { parseMail } from '../functions/_mime';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

// The newsletter's double opt-in and one-step unsubscribe on the real path, no stubs: the box
// (with and without script) posts to subscribe-newsletter served by the same server as
// `npm start`, the confirmation e-mail is written to the .eml outbox, its link is opened in the
// browser (newsletter-confirm answers 303 to the site's page in the reader's language), and the
// RFC 8058 link of its List-Unsubscribe header is used as a mail client and as a person would.
const outbox = path.resolve('.data', `e2e-${process.env.E2E_PORT ?? 4310}`, 'outbox');

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'one real subscription per case is enough'));

/** The outbox's confirmation e-mails to `address`, in the order they were written. */
async function mailsTo(address: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter(
    // Only finished mails: the outbox writes `<name>.eml.<uuid>.tmp` and renames it into place.
    (name) => name.includes('-newsletter-confirm-') && name.endsWith('.eml'),
  );
  const mails: Array<{ raw: string; written: number }> = [];
  for (const file of files) {
    const full = path.join(outbox, file);
    const raw = await readFile(full, 'utf8');
    if (parseMail(raw).header('to') === address) mails.push({ raw, written: (await stat(full)).mtimeMs });
  }
  return mails.sort((a, b) => a.written - b.written).map((m) => m.raw);
}

/** Waits for the `n`th confirmation e-mail to `address` and returns its links. */
async function confirmationMail(address: string, n = 1) {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
  const raw = (await mailsTo(address))[n - 1] as string;
  const mail = parseMail(raw);
  const text = mail.part('text/plain') ?? '';
  return {
    mail,
    text,
    confirm: /https?:\/\/\S+\/functions\/v1\/newsletter-confirm\?token=\S+/.exec(text)?.[0] ?? '',
    unsubscribe: /https?:\/\/\S+\/functions\/v1\/newsletter-unsubscribe\?token=\S+/.exec(text)?.[0] ?? '',
    listUnsubscribe: /^<(.+)>$/.exec(mail.header('list-unsubscribe') ?? '')?.[1] ?? '',
  };
}

async function signUp(page: Page, locale: Locale, address: string, script: boolean) {
  const content = contentFor(locale);
  await page.goto(localePath(locale, paths.news));
  if (script) await waitForHydration(page);
  const main = page.getByRole('main');
  // What the reader agrees to, and the privacy notice, in the page's language.
  await expect(main).toContainText(content.news.page.newsletter.text);
  await expect(main.getByRole('link', { name: content.news.page.newsletter.privacyLink })).toHaveAttribute('href', localePath(locale, paths.privacy));
  await main.getByRole('textbox', { name: content.newsMessages.newsletter.emailLabel }).fill(address);
  await main.getByRole('button', { name: content.news.page.newsletter.buttonLabel }).click();
  if (script) {
    const toast = page.getByRole('region', { name: content.messages.toast.region }).getByRole('listitem');
    await expect(toast.last()).toContainText(content.newsMessages.newsletter.success.title);
  } else {
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, paths.newsletterSubscribed)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.newsletter.subscribed.hero.title);
  }
}

async function expectPage(page: Page, locale: Locale, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, path)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

/** RFC 8058: what a mail client sends to the List-Unsubscribe URL. */
async function oneClick(request: APIRequestContext, url: string) {
  return await request.post(url, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
}

for (const locale of locales) {
  const content = contentFor(locale);
  for (const script of [true, false]) {
    test.describe(`${locale}, ${script ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: script });

      test('sign up, confirm from the e-mail, unsubscribe from it, subscribe again', async ({ page }) => {
        const address = `reader.${locale}.${script ? 'js' : 'nojs'}.${Date.now()}@example.org`;
        await signUp(page, locale, address, script);

        const first = await confirmationMail(address);
        expect(first.mail.header('content-language')).toBe(locale);
        expect(first.text).toContain(content.newsletter.mail.action);
        expect(first.text).toContain(content.newsletter.mail.unsubscribeText);
        expect(first.mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
        expect(first.listUnsubscribe).toBe(first.unsubscribe);

        // Only the link makes the address subscribed.
        await page.goto(first.confirm);
        await expectPage(page, locale, paths.newsletterConfirmed, content.newsletter.confirmed.hero.title);
        // Confirmed: signing up again changes nothing and mails nothing more.
        await signUp(page, locale, address, script);
        await page.waitForTimeout(500);
        expect(await mailsTo(address)).toHaveLength(1);

        if (script) {
          // A mail client's one-click POST: 200, no redirect, no cookie.
          const res = await oneClick(page.request, first.listUnsubscribe);
          expect(res.status()).toBe(200);
          expect(res.headers()['set-cookie']).toBeUndefined();
          expect(res.headers().location).toBeUndefined();
        }
        // A person's click on the link in the mail: the unsubscribed page, in the reader's language.
        await page.goto(first.unsubscribe);
        await expectPage(page, locale, paths.newsletterUnsubscribed, content.newsletter.unsubscribed.hero.title);

        // The page offers the box: subscribing again takes a new confirmation.
        const main = page.getByRole('main');
        if (script) await waitForHydration(page);
        await main.getByRole('textbox', { name: content.newsMessages.newsletter.emailLabel }).fill(address);
        await main.getByRole('button', { name: content.news.page.newsletter.buttonLabel }).click();
        const second = await confirmationMail(address, 2);
        expect(second.confirm).not.toBe(first.confirm);
        // The old link cannot end the new subscription, and the old confirmation is spent.
        await page.goto(second.confirm);
        await expectPage(page, locale, paths.newsletterConfirmed, content.newsletter.confirmed.hero.title);
        expect((await oneClick(page.request, first.listUnsubscribe)).status()).toBe(200);
        await signUp(page, locale, address, script);
        await page.waitForTimeout(500);
        expect(await mailsTo(address), 'still confirmed: no new mail').toHaveLength(2);
      });
    });
  }
}

test('an expired or damaged link lands on the page to start again, in the reader\'s language', async ({ page }) => {
  const address = `reader.expired.${Date.now()}@example.org`;
  await signUp(page, 'pt', address, true);
  const { confirm } = await confirmationMail(address);
  // The signature's first character changed.
  await page.goto(confirm.replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]+)$/, (_m, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`));
  await expectPage(page, 'en', paths.newsletterLinkInvalid, contentFor('en').newsletter.linkInvalid.hero.title);
  // A newer sign-up replaces the link: the first one no longer confirms, in Portuguese.
  await signUp(page, 'pt', address, true);
  await confirmationMail(address, 2);
  await page.goto(confirm);
  const pt = contentFor('pt');
  await expectPage(page, 'pt', paths.newsletterLinkInvalid, pt.newsletter.linkInvalid.hero.title);
  await expect(page.getByRole('main').getByRole('button', { name: pt.news.page.newsletter.buttonLabel })).toBeVisible();
});

test('the answer to a sign-up is the same for a new, a pending and a confirmed address', async ({ page, request }) => {
  const address = `reader.same.${Date.now()}@example.org`;
  const post = async () => {
    const res = await request.post('/functions/v1/subscribe-newsletter', { data: { email: address, locale: 'en', source: '/news' } });
    return { status: res.status(), body: await res.text(), type: res.headers()['content-type'] };
  };
  const native = async () => {
    const res = await request.post('/functions/v1/subscribe-newsletter', { form: { email: address, locale: 'fr', source: '/fr/news' }, maxRedirects: 0 });
    return { status: res.status(), location: res.headers().location, body: await res.text() };
  };
  // Each pending sign-up mails a fresh link: wait for it, so the last one written is the valid one.
  const fresh = await post();
  expect(fresh).toEqual({ status: 200, body: '{"ok":true}', type: 'application/json; charset=utf-8' });
  await confirmationMail(address, 1);
  const freshNative = await native();
  expect(freshNative).toEqual({ status: 303, location: '/fr/newsletter/subscribed', body: '' });
  await confirmationMail(address, 2);
  const pending = await post();
  await confirmationMail(address, 3);
  const pendingNative = await native();
  const { confirm } = await confirmationMail(address, 4);
  await page.goto(confirm);
  await expectPage(page, 'fr', paths.newsletterConfirmed, contentFor('fr').newsletter.confirmed.hero.title);
  const confirmed = await post();
  const confirmedNative = await native();
  expect([pending, confirmed]).toEqual([fresh, fresh]);
  expect([pendingNative, confirmedNative]).toEqual([freshNative, freshNative]);
});
