import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

// The real path, no stubs: the form in the browser, supabase-js, the local function served
// by the same server as `npm start`, PGlite storage and the .eml outbox.
const outbox = path.resolve('.data', `e2e-${process.env.E2E_PORT ?? 4310}`, 'outbox');

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

  await expect
    .poll(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml'))) {
        const text = await readFile(path.join(outbox, file), 'utf8');
        if (text.includes(marker)) return text;
      }
      return '';
    }, { timeout: 15_000 })
    .toContain('Reply-To: ');
  const files = await readdir(outbox);
  const eml = (await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')))).find((text) => text.includes(marker)) ?? '';
  expect(eml).toContain('akosua.boateng@example.org');
  // The visitor's markup is escaped in the HTML part, never interpreted.
  expect(eml).toContain(`&lt;b&gt;${marker}&lt;/b&gt;`);
  expect(eml).toContain('Reply-To: Akosua Boateng <akosua.boateng@example.org>');
});
