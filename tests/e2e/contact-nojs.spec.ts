import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { paths } from '../../src/routes/paths';
import { parseMail } from '../functions/_mime.ts';
import { en } from './content';
import { contactFields } from './contactForm';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { rawMailWith } from './outbox';

// The contact form without its script (JavaScript disabled, or the form's code failing to
// load): the browser posts the form itself to the send-contact-email function that `npm start`
// serves, which stores the message, mails it to the outbox and redirects to the confirmation
// page, or answers with a page to correct it. Real path, no stubs, as contact-delivery.spec.ts.
const outbox = path.resolve('.data', `e2e-${process.env.E2E_PORT ?? 4310}`, 'outbox');
const { form, sent } = en.contact;

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'one real delivery per case is enough'));

const fields = contactFields;

/** A message with what URL-encoding and multipart must carry intact: accents, +, &, %, markup, line breaks. */
const messageWith = (marker: string) => `Devis pour 100 % artésunate + amodiaquine & <b>${marker}</b>\nDeuxième ligne, 50% d'acompte ?`;

async function fillMessage(page: Page, marker: string) {
  const f = fields(page);
  await f.firstName.fill('Adjoa');
  await f.lastName.fill("N'Guessan");
  await f.email.fill('adjoa.nguessan@example.org');
  await f.organization.fill('Santé & Co');
  await f.service.selectOption(en.serviceOptions.who);
  await f.message.fill(messageWith(marker));
}

/** The mail in the outbox whose message carries `marker`, decoded (MIME parts). */
async function mailWith(marker: string) {
  return parseMail(await rawMailWith(outbox, marker));
}

/** A mail's visible content, with what differs from one message to the next (id, time, marker) neutralised. */
function contentOf(mail: ReturnType<typeof parseMail>, marker: string) {
  const neutral = (text = '') =>
    text
      .replaceAll(marker, 'MARKER')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT/g, 'TIME');
  return { subject: mail.header('subject'), replyTo: mail.header('reply-to'), text: neutral(mail.part('text/plain')), html: neutral(mail.part('text/html')) };
}

/** Sends the same message with JavaScript, as contact-delivery.spec.ts does. */
async function sendWithScript(browser: Browser, baseURL: string, marker: string) {
  // Explicitly: new contexts take this describe's options (javaScriptEnabled: false).
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(paths.contact);
  // The hydrator holds a Send from here on (before it, the form would post natively).
  await waitForHydration(page);
  await fillMessage(page, marker);
  await fields(page).submit.click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toContainText('Message Sent Successfully!');
  await context.close();
}

/** No serious or critical axe violation in a page's HTML (axe runs as a script: in a context with script). */
async function expectAccessible(browser: Browser, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.setContent(html);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await context.close();
}

async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${paths.contactSent}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sent.hero.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the function, lands on the confirmation page, and the message arrives like one sent with script', async ({ page, browser, baseURL }) => {
    const marker = `nojs-${Date.now()}`;
    await page.goto(paths.contact);
    await expect(page.locator('form')).toHaveAttribute('action', '/functions/v1/send-contact-email');
    await fillMessage(page, marker);
    await fields(page).submit.click();
    await expectConfirmation(page);
    await expect(page.getByRole('main')).toContainText(sent.next.heading);

    const withoutScript = await mailWith(marker);
    const text = withoutScript.part('text/plain') ?? '';
    // Decoded: no + for spaces, no %XX, line breaks and markup as typed.
    expect(text).toContain(messageWith(marker));
    expect(text).toContain("Name: Adjoa N'Guessan");
    expect(text).toContain('Organization: Santé & Co');
    expect(text).toContain('Service: WHO Prequalification');
    expect(withoutScript.part('text/html')).toContain(`&lt;b&gt;${marker}&lt;/b&gt;`);

    const jsMarker = `withjs-${Date.now()}`;
    await sendWithScript(browser, baseURL ?? '', jsMarker);
    expect(contentOf(withoutScript, marker)).toEqual(contentOf(await mailWith(jsMarker), jsMarker));
  });

  test('invalid input: the page lists what to fix, keeps every value, and the corrected message goes through', async ({ page, browser }) => {
    const marker = `nojs-fix-${Date.now()}`;
    await page.goto(paths.contact);
    const f = fields(page);
    await f.email.fill('adjoa.example.org');
    await f.organization.fill('Ministère de la Santé <script>alert(1)</script>');
    await f.message.fill(`Keep this text.\nSecond line ${marker}`);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      f.submit.click(),
    ]);
    expect(answer.status()).toBe(422);

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.notSent.invalid.heading);
    // The spec's order: the missing required field first (Validation Error), then the e-mail's at-sign.
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('heading')).toHaveText(form.toasts.validation.title);
    await expect(summary.getByRole('link')).toHaveText([form.fieldErrors.firstName, form.fieldErrors.emailInvalid]);
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#field-firstName');
    // Every value kept, as typed (the markup as text, never run).
    const again = fields(page);
    await expect(again.email).toHaveValue('adjoa.example.org');
    await expect(again.email).toHaveAttribute('aria-invalid', 'true');
    await expect(again.email).toHaveAccessibleDescription(form.fieldErrors.emailInvalid);
    await expect(again.organization).toHaveValue('Ministère de la Santé <script>alert(1)</script>');
    await expect(again.message).toHaveValue(`Keep this text.\nSecond line ${marker}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@voltapharma.example' })).toHaveAttribute('href', 'mailto:hello@voltapharma.example');
    await expectAccessible(browser, await page.content());

    await again.firstName.fill('Adjoa');
    await again.email.fill('adjoa@example.org');
    await again.submit.click();
    await expectConfirmation(page);
    const mail = await mailWith(marker);
    expect(mail.part('text/plain')).toContain(`Keep this text.\nSecond line ${marker}`);
    expect(mail.part('text/plain')).toContain('Organization: Ministère de la Santé <script>alert(1)</script>');
  });
});

test.describe('with JavaScript, when the form code fails to load', () => {
  test.use({
    allowedConsoleErrors: [/could not be loaded; its controls work without script/, /Failed to load resource/, /Failed to fetch dynamically imported module/],
  });

  test('a Send held while the code was coming goes through as a native post', async ({ page }) => {
    const marker = `chunk-failed-${Date.now()}`;
    // The island's own chunk (src/site/ContactForm.island.tsx, listed in the page's modules) is
    // held until the visitor has pressed Send, then fails.
    let release = () => {};
    const pressed = new Promise<void>((resolve) => {
      release = resolve;
    });
    // On the context: once the service worker controls the page, it fetches the chunk itself,
    // and Playwright routes a worker's requests on the context alone (src/serviceWorker).
    await page.context().route(/\/static\/ContactForm\.island-[\w-]+\.js$/, async (route) => {
      await pressed;
      await route.abort();
    });
    await page.goto(paths.contact);
    // The hydrator is there (it holds the Send); only the form's own code fails.
    await waitForHydration(page);
    const modules = JSON.parse((await page.locator('#page-modules').textContent()) ?? '{}');
    expect(modules.islands['site/ContactForm'][0]).toMatch(/\/static\/ContactForm\.island-[\w-]+\.js$/);

    await fillMessage(page, marker);
    const f = fields(page);
    await f.submit.click();
    // Held: the button says it is busy, the page has not moved.
    await expect(f.submit).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    release();

    await expectConfirmation(page);
    expect((await mailWith(marker)).part('text/plain')).toContain(messageWith(marker));
  });
});
