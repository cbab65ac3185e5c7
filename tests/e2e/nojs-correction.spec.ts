import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { paths } from '../../src/routes/paths';
import { contactFields } from './contactForm';
import { expect, test } from './fixtures';
import { rawMailWith } from './outbox';
import { buildSite, type Served, startServe } from './siteBuild';

// Without script, in the production configuration: the site and the functions on two origins
// (the site built with VITE_SUPABASE_URL pointing at the functions, as for a Supabase project),
// ALLOWED_ORIGINS set as the deploy steps set it (the site's origin only), SUPABASE_URL set as
// the platform sets it. A form refused (422) is answered by the function with a page; the
// visitor corrects it there and posts again, from the function's own origin. That post must go
// through: the page's referrer policy lets the browser send its origin (no-referrer sent
// `Origin: null`, refused 403), and the function accepts its own origin.
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'fr', prefix: '/fr' },
  { locale: 'pt', prefix: '/pt' },
] as const;

const dataDir = path.resolve('.data', `e2e-${process.env.E2E_PORT ?? 4310}-nojs-correction`);
const outbox = path.join(dataDir, 'outbox');
let site = '';
let functions = '';
let servers: Served[] = [];
let work = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

test.describe.configure({ mode: 'serial' });
test.use({ javaScriptEnabled: false });

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  testInfo.setTimeout(240_000);
  const functionsPort = await freePort();
  functions = `http://127.0.0.1:${functionsPort}`;
  mkdirSync(path.resolve('.data'), { recursive: true });
  work = mkdtempSync(path.resolve('.data', 'e2e-nojs-correction-'));
  const dist = await buildSite(work, { VITE_SUPABASE_URL: functions, VITE_SUPABASE_ANON_KEY: 'sb_publishable_e2e-test-key' });
  // The site's CSP allows the functions of a *.supabase.co project (https); these listen on
  // plain http on a port of this machine: allowed the same way, in this build only.
  const headersFile = path.join(dist, '_headers');
  const headers = readFileSync(headersFile, 'utf8');
  expect(headers).toContain("form-action 'self' https://*.supabase.co");
  writeFileSync(headersFile, headers.replaceAll('https://*.supabase.co', `https://*.supabase.co ${functions}`));

  const siteServer = await startServe({ DIST_DIR: dist, SERVE_FUNCTIONS: '0', PORT: '0', HOST: '127.0.0.1' });
  servers.push(siteServer);
  site = `http://localhost:${siteServer.port}`;
  rmSync(dataDir, { recursive: true, force: true });
  servers.push(
    await startServe({
      DIST_DIR: dist,
      PORT: String(functionsPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: site,
      ALLOWED_ORIGINS: site,
      SUPABASE_URL: functions,
      RATE_LIMIT_MAX: '50',
      OUTBOX_DIR: undefined,
      SMTP_URL: undefined,
      RESEND_API_KEY: undefined,
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  if (work) rmSync(work, { recursive: true, force: true });
});

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'one run per locale is enough'));

/** Submits with `click` and returns the status of the POST's answer and the Origin the browser sent. */
async function submit(page: Page, click: () => Promise<void>): Promise<{ status: number; origin: string | undefined }> {
  const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), click()]);
  return { status: answer.status(), origin: await answer.request().headerValue('origin').then((value) => value ?? undefined) };
}

for (const { locale, prefix } of LOCALES) {
  const content = contentFor(locale);

  test(`${locale}: the contact form refused, corrected on the function's page, is sent`, async ({ page }) => {
    const marker = `nojs-correction-${locale}-${Date.now()}`;
    await page.goto(`${site}${prefix}${paths.contact}`);
    const form = contactFields(page, content.contact.form);
    await expect(page.getByRole('main').locator('form')).toHaveAttribute('action', `${functions}/functions/v1/send-contact-email`);
    const privacy = content.contact.form.privacyLink;
    await expect(page.getByRole('main').getByRole('link', { name: privacy })).toHaveAttribute('href', `${prefix}${paths.privacy}`);
    await form.firstName.fill('Adjoa');
    await form.email.fill('adjoa.example.org');
    await form.message.fill(`Corrected without script ${marker}`);
    const refused = await submit(page, () => form.submit.click());
    expect(refused).toEqual({ status: 422, origin: site });
    expect(page.url()).toBe(`${functions}/functions/v1/send-contact-email`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.contact.notSent.invalid.heading);

    const again = contactFields(page, content.contact.form);
    await expect(again.email).toHaveValue('adjoa.example.org');
    // The function's page carries the privacy line too, linking the notice on the site.
    await expect(page.getByRole('main').getByRole('link', { name: privacy })).toHaveAttribute('href', `${site}${prefix}${paths.privacy}`);
    await again.email.fill('adjoa@example.org');
    // From the function's page: its own origin, not "null".
    const corrected = await submit(page, () => again.submit.click());
    expect(corrected).toEqual({ status: 303, origin: functions });
    await expect(page).toHaveURL(`${site}${prefix}${paths.contactSent}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.contact.sent.hero.title);
    expect(await rawMailWith(outbox, marker)).toContain('adjoa@example.org');
  });

  test(`${locale}: the newsletter box refused, corrected on the function's page, is taken`, async ({ page }) => {
    const { newsletter: box } = content.newsMessages;
    await page.goto(`${site}${prefix}${paths.news}`);
    const main = page.getByRole('main');
    const address = main.getByRole('textbox', { name: box.emailLabel });
    await expect(address.locator('xpath=ancestor::form')).toHaveAttribute('action', `${functions}/functions/v1/subscribe-newsletter`);
    await address.fill('reader.example.org');
    const refused = await submit(page, () => main.getByRole('button', { name: content.news.page.newsletter.buttonLabel }).click());
    expect(refused).toEqual({ status: 422, origin: site });
    expect(page.url()).toBe(`${functions}/functions/v1/subscribe-newsletter`);

    const again = page.getByRole('textbox', { name: box.emailLabel });
    await expect(again).toHaveValue('reader.example.org');
    await again.fill(`reader.${locale}+${Date.now()}@example.org`);
    const landed = page.waitForResponse((response) => response.url().startsWith(`${site}${prefix}/newsletter/`));
    const corrected = await submit(page, () => page.getByRole('main').getByRole('button').click());
    expect(corrected).toEqual({ status: 303, origin: functions });
    // The page of the site it lands on (another change may rename it): under the locale's /newsletter/.
    expect((await landed).status()).toBe(200);
    expect(page.url().startsWith(`${site}${prefix}/newsletter/`)).toBe(true);
  });
}
