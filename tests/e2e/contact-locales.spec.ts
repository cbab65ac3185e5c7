import type { Page, Route } from '@playwright/test';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { formatMessage } from '../../src/i18n/format';
import { localeInfo } from '../../src/i18n/locales';
import { formatWait } from '../../src/i18n/wait';
import { en } from './content';
import { contactFields, expectValidationOrder } from './contactForm';
import { expect, test } from './fixtures';
import { stubFunction } from './functionStub';
import { waitForHydration } from './hydration';

// The contact form on the French and Portuguese pages, with script: the spec's validation order
// in the page's language, and every refusal of the function (page.route answers for it) said
// in that language too, never in the function's English.

for (const locale of ['fr', 'pt'] as const) {
  const content = contentFor(locale);
  const { form, sendErrors, notSent } = content.contact;
  const intl = localeInfo[locale].intl;
  const failure = (reason: string) => formatMessage(form.toasts.failure.description, { reason });
  const toast = (page: Page) => page.getByRole('region', { name: content.messages.toast.region }).getByRole('listitem');

  async function openContact(page: Page) {
    await page.goto(`/${locale}/contact`);
    const fields = contactFields(page, form);
    await expect(fields.submit).toBeEnabled();
    // The hydrator is running, so a Send made before the form's own code arrives is held and
    // replayed by it, never posted natively (which a slow machine otherwise lets happen).
    await waitForHydration(page);
    return fields;
  }

  /** Answers the function with `answer` and records the JSON bodies sent. */
  const stubContact = (page: Page, answer: (route: Route) => Promise<void>) => stubFunction(page, 'send-contact-email', answer);

  async function fillValid(page: Page) {
    const fields = contactFields(page, form);
    await fields.firstName.fill('Aïssatou');
    await fields.email.fill('aissatou@sante.gouv.sn');
    await fields.service.selectOption('ama');
    await fields.message.fill('Nous souhaitons un devis.');
    return fields;
  }

  /** The toast says `reason` in the page's language, and no English of the function or of the form. */
  async function expectFailure(page: Page, reason: string, english: string) {
    await expect(toast(page)).toContainText(form.toasts.failure.title);
    await expect(toast(page)).toContainText(failure(reason));
    await expect(toast(page)).toContainText(site.email);
    await expect(toast(page)).not.toContainText(english);
    await expect(toast(page)).not.toContainText(en.contact.form.toasts.failure.title);
    await expect(page.getByRole('main')).not.toContainText(english);
  }

  test.describe(`/${locale}/contact`, () => {
    // Chromium logs every failed request ("Failed to load resource ...") on the console.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('validates in the spec order with the messages of the language, and sends nothing', async ({ page }) => {
      await openContact(page);
      const bodies = await stubContact(page, (route) => route.fulfill({ status: 200, json: { ok: true } }));
      await expectValidationOrder(page, form, toast(page));
      // In the page's language, not the English of the spec.
      await expect(toast(page)).not.toContainText(en.contact.form.toasts.invalidEmail.description);

      await page.waitForTimeout(300);
      expect(bodies).toHaveLength(0);
    });

    test('sends the page locale, and thanks in the language', async ({ page }) => {
      const f = await openContact(page);
      const bodies = await stubContact(page, (route) => route.fulfill({ status: 200, json: { ok: true } }));
      await fillValid(page);
      await f.submit.click();
      await expect(toast(page)).toContainText(form.toasts.success.title);
      await expect(toast(page)).toContainText(
        formatMessage(form.toasts.success.description, { name: 'Aïssatou', service: content.serviceOptions.ama }),
      );
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ firstName: 'Aïssatou', service: 'ama', locale });
    });

    test('a server failure (500) is said in the language', async ({ page }) => {
      const english = 'Something went wrong on our side.';
      await openContact(page);
      await stubContact(page, (route) => route.fulfill({ status: 500, json: { error: `${english} Please try again later.`, code: 'unavailable' } }));
      const f = await fillValid(page);
      await f.submit.click();
      await expectFailure(page, sendErrors.unavailable, english);
      // Nothing was lost: the visitor can send it again.
      await expect(f.message).toHaveValue('Nous souhaitons un devis.');
      await expect(f.submit).toBeEnabled();
    });

    test('the rate limit (429) is said in the language, with the wait', async ({ page }) => {
      const english = 'Too many messages from your network.';
      await openContact(page);
      await stubContact(page, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '540' },
          json: { error: `${english} Please try again in 9 minutes.`, code: 'rateLimited', scope: 'client', retryAfter: 540 },
        }),
      );
      const f = await fillValid(page);
      await f.submit.click();
      const { reasons, retryIn } = sendErrors.rateLimited;
      await expectFailure(page, formatMessage(retryIn, { reason: reasons.client, wait: formatWait(intl, 540) }), english);
      await expect(toast(page)).toContainText(locale === 'fr' ? '9 minutes' : '9 minutos');
      await expect(f.firstName).toHaveValue('Aïssatou');
    });

    test('a value only the function checks marks its field in the language', async ({ page }) => {
      const english = 'Message must be at most 5000 characters.';
      await openContact(page);
      await stubContact(page, (route) =>
        route.fulfill({ status: 400, json: { error: english, code: 'tooLong', field: 'message', max: 5000 } }),
      );
      const f = await fillValid(page);
      await f.submit.click();
      await expectFailure(page, sendErrors.invalid, english);
      const max = new Intl.NumberFormat(intl).format(5000);
      await expect(f.message).toHaveAttribute('aria-invalid', 'true');
      await expect(f.message).toHaveAccessibleDescription(formatMessage(notSent.problems.tooLong, { label: form.fields.message.label, max }));
      await expect(f.message).toBeFocused();
    });

    test('a body too large (413) and a network failure are said in the language', async ({ page }) => {
      let answer: 'tooLarge' | 'network' = 'tooLarge';
      await openContact(page);
      await stubContact(page, (route) =>
        answer === 'tooLarge'
          ? route.fulfill({ status: 413, json: { error: 'Request body is too large (limit 32 KiB).', code: 'tooLarge' } })
          : route.abort('internetdisconnected'),
      );
      const f = await fillValid(page);
      await f.submit.click();
      await expectFailure(page, sendErrors.tooLarge, 'Request body is too large');
      answer = 'network';
      await f.submit.click();
      await expect(toast(page).last()).toContainText(failure(sendErrors.network));
      await expect(toast(page).last()).not.toContainText('Failed to send a request');
    });
  });
}
