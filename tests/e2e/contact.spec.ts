import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, Route } from '@playwright/test';
import { sampleMessage } from '../../src/components/ContactForm/ContactForm.fixtures';
import { formServices } from '../../src/content/services/manifest';
import { site } from '../../src/content/site';
import { en, message } from './content';
import { contactFields, expectValidationOrder } from './contactForm';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

const { contact } = en;
const contactServiceOptions = formServices.map((service) => ({ value: service.id, label: en.serviceOptions[service.id] }));

// The browser half of the contact form. The function itself is tested on its own, so here
// page.route stands in for it and every answer is chosen by the test.
const FUNCTION_URL = '**/functions/v1/send-contact-email';
const form = contact.form;

interface Stub {
  requests: Request[];
}

/** Answers the function with `answer` (after `delayMs`) and records what was sent. */
async function stubFunction(page: Page, answer: (route: Route) => Promise<void>, delayMs = 0): Promise<Stub> {
  const stub: Stub = { requests: [] };
  await page.route(FUNCTION_URL, async (route) => {
    stub.requests.push(route.request());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await answer(route);
  });
  return stub;
}

const ok = (route: Route) => route.fulfill({ status: 200, json: { ok: true } });

const fields = contactFields;

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

async function openContact(page: Page) {
  await page.goto('/contact');
  // The script path: from the hydrator on, a Send is held for the form's code (before it,
  // the form posts natively, which contact-nojs.spec.ts covers).
  await waitForHydration(page);
  await expect(fields(page).submit).toBeEnabled();
}

test.describe('contact page', () => {
  test('shows the hero, the four info cards, the why list and the emergency card', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(page).toHaveTitle(contact.meta.title);
    await expect(main.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    for (const title of ['Email', 'Phone', 'Location', 'Business Hours']) {
      await expect(main.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: site.email, exact: true })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(main.getByRole('link', { name: site.phone, exact: true })).toHaveAttribute('href', site.phoneHref);
    await expect(main.getByText('Accra, Ghana', { exact: true })).toBeVisible();
    await expect(main.getByText('Mon - Fri 8AM - 6PM Ghana Standard Time', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Send us a Message' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: `Why Choose ${site.shortName}?` })).toBeVisible();
    for (const reason of ['Proven Track Record', 'Regulatory Expertise', 'Quality Assurance', 'Pan-African Network']) {
      await expect(main.getByRole('heading', { level: 3, name: reason })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 2, name: 'Emergency Support' })).toBeVisible();
    const call = main.getByRole('link', { name: `Call ${site.phone} (24/7)` });
    await expect(call).toHaveAttribute('href', site.phoneHref);
    await expect(main).toContainText('24/7');
  });

  test('has the spec fields, labels, required markers and service options', async ({ page }) => {
    await openContact(page);
    const f = fields(page);
    for (const required of [f.firstName, f.email, f.message]) await expect(required).toHaveAttribute('required', '');
    for (const optional of [f.lastName, f.phone, f.organization, f.service]) await expect(optional).not.toHaveAttribute('required');
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.phone).toHaveAttribute('type', 'tel');
    await expect(f.main.getByText(form.requiredNote)).toBeVisible();
    // The visible marker sits in each required label.
    await expect(f.main.locator('label', { hasText: form.fields.firstName.label })).toContainText('*');
    const options = f.service.getByRole('option');
    await expect(options).toHaveCount(12);
    await expect(options).toHaveText(['Select a service', ...contactServiceOptions.map((option) => option.label)]);
    expect(await options.first().getAttribute('value')).toBe('');
    await expect(f.service).toHaveValue('');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Clipped to a 1 px box: out of sight.
    expect(await honeypot.locator('xpath=..').boundingBox()).toMatchObject({ width: 1, height: 1 });
  });

  test('validates in the spec order, marks and focuses the fields, and sends nothing', async ({ page }) => {
    await openContact(page);
    const stub = await stubFunction(page, ok);
    await expectValidationOrder(page, form, toast(page));
    // The spec's own words, in English.
    expect([form.toasts.validation.title, form.toasts.invalidEmail.title]).toEqual(['Validation Error', 'Invalid Email']);

    // No native validation bubble swallowed the submit, and nothing reached the function.
    await page.waitForTimeout(300);
    expect(stub.requests).toHaveLength(0);
  });

  test('shows Sending... while sending, then the success toast, and resets the form', async ({ page }) => {
    await openContact(page);
    const stub = await stubFunction(page, ok, 800);
    const f = fields(page);
    for (const [name, value] of Object.entries(sampleMessage) as [keyof typeof sampleMessage, string][]) {
      if (name === 'service') await f.service.selectOption(value);
      else await f[name].fill(value);
    }
    await f.submit.click();

    const sending = f.main.getByRole('button', { name: form.sending });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

    await expect(toast(page)).toContainText('Message Sent Successfully!');
    await expect(toast(page)).toContainText(
      "Thank you Ama! We'll get back to you within 24 hours regarding your WHO Prequalification.",
    );
    await expect(f.submit).toBeEnabled();
    for (const input of [f.firstName, f.lastName, f.email, f.phone, f.organization, f.service, f.message]) {
      await expect(input).toHaveValue('');
    }
    expect(stub.requests).toHaveLength(1);
    const request = stub.requests[0];
    expect(request?.method()).toBe('POST');
    // The page's locale goes with the message (stored with it, named in the company's e-mail).
    expect(request?.postDataJSON()).toEqual({ ...sampleMessage, website: '', locale: 'en' });
    expect(request?.headers()['content-type']).toContain('application/json');
  });

  test('says "inquiry" when no service is chosen, submitting by keyboard alone', async ({ page }) => {
    await openContact(page);
    const stub = await stubFunction(page, ok);
    const f = fields(page);
    await f.firstName.focus();
    await page.keyboard.type('Kofi');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(f.email).toBeFocused();
    await page.keyboard.type('kofi@example.org');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(f.message).toBeFocused();
    await page.keyboard.type('Hello from Kumasi.');
    await page.keyboard.press('Tab');
    // The privacy notice's link, then the button.
    await expect(f.main.getByRole('link', { name: en.contact.form.privacyLink })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText("Thank you Kofi! We'll get back to you within 24 hours regarding your inquiry.");
    expect(stub.requests).toHaveLength(1);
    // Focus comes back to the button after it was disabled during sending.
    await expect(f.submit).toBeFocused();
  });
});

test.describe('contact form failures', () => {
  // Chromium logs every failed request ("Failed to load resource ...") on the console.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  async function fillValid(page: Page) {
    const f = fields(page);
    await f.firstName.fill('Ama');
    await f.email.fill('ama@health.gov.gh');
    await f.service.selectOption({ label: 'ARIPO Services' });
    await f.message.fill('We would like a quote.');
    return f;
  }

  const failure = (reason: string) =>
    `There was a problem sending your message: ${reason}. Please try again or contact us directly at ${site.email}`;

  const { sendErrors, notSent } = contact;

  test("says the function's code in the page's words, never its English text, and keeps the values", async ({ page }) => {
    await openContact(page);
    const english = 'Message must be at most 5000 characters.';
    await stubFunction(page, (route) =>
      route.fulfill({ status: 400, json: { error: english, code: 'tooLong', field: 'message', max: 5000 } }),
    );
    const f = await fillValid(page);
    await f.submit.click();
    await expect(toast(page)).toContainText('Error Sending Message');
    await expect(toast(page)).toContainText(failure(sendErrors.invalid));
    await expect(toast(page)).toContainText(site.email);
    await expect(toast(page)).not.toContainText('non-2xx');
    await expect(page.getByText(english)).toHaveCount(0);
    const fieldMessage = message(notSent.problems.tooLong, { label: form.fields.message.label, max: '5,000' });
    await expect(f.message).toHaveAccessibleDescription(fieldMessage);
    await expect(f.firstName).toHaveValue('Ama');
    await expect(f.email).toHaveValue('ama@health.gov.gh');
    await expect(f.service).toHaveValue('aripo');
    await expect(f.message).toHaveValue('We would like a quote.');
    await expect(f.submit).toBeEnabled();
  });

  test('marks the field the function names', async ({ page }) => {
    await openContact(page);
    await stubFunction(page, (route) =>
      route.fulfill({ status: 400, json: { error: 'Please enter a valid phone number.', code: 'phone', field: 'phone' } }),
    );
    const f = await fillValid(page);
    await f.phone.fill('call me');
    await f.submit.click();
    await expect(toast(page)).toContainText(failure(sendErrors.invalid));
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.phone).toHaveAccessibleDescription(notSent.problems.phone);
    await expect(f.phone).toBeFocused();
  });

  test('a 500 that is not the function\'s (no code) is our side failing', async ({ page }) => {
    await openContact(page);
    await stubFunction(page, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server error</h1>' }));
    const f = await fillValid(page);
    await f.submit.click();
    await expect(toast(page)).toContainText(failure(sendErrors.unavailable));
    await expect(f.message).toHaveValue('We would like a quote.');
  });

  test('an unreachable function is a connection problem', async ({ page }) => {
    await openContact(page);
    await stubFunction(page, (route) => route.abort('connectionrefused'));
    const f = await fillValid(page);
    await f.submit.click();
    await expect(toast(page)).toContainText(failure(sendErrors.network));
    await expect(f.firstName).toHaveValue('Ama');
  });
});

test.describe('loading supabase-js', () => {
  /** Scripts fetched by the page, with a flag for the supabase-js code in them. */
  function recordScripts(page: Page) {
    const scripts: { url: string; supabase: Promise<boolean> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({
        url: response.url(),
        supabase: response
          .text()
          .then((body) => body.includes('supabase-js') || body.includes('FunctionsHttpError'))
          .catch(() => false),
      });
    });
    return async () => {
      const flags = await Promise.all(scripts.map((script) => script.supabase));
      return scripts.filter((script, index) => flags[index] || /supabase/i.test(script.url)).map((script) => script.url);
    };
  }

  for (const path of ['/', '/contact']) {
    test(`is not loaded on the first load of ${path}`, async ({ page }) => {
      const supabaseScripts = recordScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await supabaseScripts()).toEqual([]);
    });
  }

  test('is loaded once the visitor starts on the form', async ({ page }) => {
    const supabaseScripts = recordScripts(page);
    await openContact(page);
    expect(await supabaseScripts()).toEqual([]);
    await fields(page).firstName.focus();
    await expect.poll(async () => (await supabaseScripts()).length).toBeGreaterThan(0);
  });
});

test.describe('contact accessibility', () => {
  test('has no axe violations, also with the field errors shown', async ({ page }) => {
    await openContact(page);
    const scan = () => new AxeBuilder({ page }).include('main').analyze();
    expect((await scan()).violations).toEqual([]);
    await fields(page).submit.click();
    await expect(toast(page)).toContainText('Validation Error');
    expect((await scan()).violations).toEqual([]);
  });
});
