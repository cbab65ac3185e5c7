import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentFor } from '../../src/content';
import { formatMessage } from '../../src/i18n/format';
import { contactFields } from './contactForm';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

// The real path, no stubs: the form in the browser, supabase-js, the local function served
// by the same server as `npm start`, PGlite storage and the .eml outbox.
const outbox = path.resolve('.data', `e2e-${process.env.E2E_PORT ?? 4310}`, 'outbox');

/** The .eml file of the outbox that contains `marker`, once it is there ('' until then). */
async function emlContaining(marker: string): Promise<string> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const text = await readFile(path.join(outbox, file), 'utf8');
    if (text.includes(marker)) return text;
  }
  return '';
}

/** Waits for the mail of `marker` to be written (its Reply-To is in the headers), and returns it. */
async function deliveredMail(marker: string): Promise<string> {
  await expect.poll(() => emlContaining(marker), { timeout: 15_000 }).toContain('Reply-To: ');
  return emlContaining(marker);
}

test('a message sent from /contact is stored and written to the outbox', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one real delivery is enough');
  const marker = `delivery-check-${Date.now()}`;
  await page.goto('/contact');
  // The script path (a toast answers); before the hydrator, the form would post natively (contact-nojs.spec.ts).
  await waitForHydration(page);
  const form = page.locator('form');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await form.getByLabel(/First Name/).fill('Akosua');
  await form.getByLabel(/Last Name/).fill('Boateng');
  await form.getByLabel(/Email/).fill('akosua.boateng@example.org');
  await form.getByLabel(/Organization/).fill('Korle Bu Teaching Hospital');
  await form.getByLabel(/Service/).selectOption('WHO Prequalification');
  await form.getByLabel(/Message/).fill(`Please send prequalification timelines. <b>${marker}</b>`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('Message Sent Successfully!');
  await expect(toast).toContainText("Thank you Akosua! We'll get back to you within 24 hours regarding your WHO Prequalification.");

  const eml = await deliveredMail(marker);
  expect(eml).toContain('akosua.boateng@example.org');
  // The visitor's markup is escaped in the HTML part, never interpreted.
  expect(eml).toContain(`&lt;b&gt;${marker}&lt;/b&gt;`);
  expect(eml).toContain('Reply-To: Akosua Boateng <akosua.boateng@example.org>');
  expect(eml).toContain('Language: English (en)');
});

test('a message sent from /fr/contact reaches the company in English, saying it was written in French', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one real delivery is enough');
  const fr = contentFor('fr');
  const { form } = fr.contact;
  const marker = `delivery-fr-${Date.now()}`;
  await page.goto('/fr/contact');
  const f = contactFields(page, form);
  await expect(f.submit).toBeEnabled();
  // Sent with script (a Send before the hydrator runs would post natively, a path of its own).
  await waitForHydration(page);
  await f.firstName.fill('Mariama');
  await f.lastName.fill('Sow');
  await f.email.fill('mariama.sow@example.org');
  await f.service.selectOption('waho');
  // The marker first, so no encoded line break of the mail can cut it.
  await f.message.fill(`${marker} Merci de nous indiquer les délais d’homologation OOAS.`);
  await f.submit.click();
  const toast = page.getByRole('region', { name: fr.messages.toast.region }).getByRole('listitem');
  await expect(toast).toContainText(form.toasts.success.title);
  await expect(toast).toContainText(formatMessage(form.toasts.success.description, { name: 'Mariama', service: fr.serviceOptions.waho }));

  const eml = await deliveredMail(marker);
  expect(eml).toContain('Reply-To: Mariama Sow <mariama.sow@example.org>');
  // The company's e-mail stays English (the service's English label too) and names the language.
  expect(eml).toContain('Subject: Website enquiry: WAHO Compliance - Mariama Sow');
  expect(eml).toContain('Service: WAHO Compliance');
  expect(eml).toContain('Language: French (fr)');
});
