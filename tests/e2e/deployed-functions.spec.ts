import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Request } from '@playwright/test';
import { sampleMessage } from '../../src/components/ContactForm/ContactForm.fixtures';
import { contentFor } from '../../src/content';
import { en } from './content';
import { expect, test } from './fixtures';
import { stopProcess } from './childProcess';
import { waitForHydration } from './hydration';
import { buildSite, startServe } from './siteBuild';

// A site built for a deployed Supabase project (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY
// set) sends both forms there: the contact form through supabase-js (or, without script, as a
// form post) and the newsletter box through fetch, to the same origin, with the key, allowed by
// the site's CSP. The project is
// page.route's stand-in; nothing may reach the site's own /functions/v1/.
const { contact, newsMessages } = en;
const newsPage = en.news.page;
const PROJECT = 'https://e2etestref.supabase.co';
const KEY = 'sb_publishable_e2e-test-key';
const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm start`'s server on that build (same headers and CSP), without local functions, on a free port. */
async function serve(dist: string): Promise<{ url: string; server: ChildProcess }> {
  const { port, server } = await startServe({ DIST_DIR: dist, SERVE_FUNCTIONS: '0', PORT: '0', HOST: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, server };
}

interface Calls {
  project: Request[];
  local: string[];
}

/** The project's functions answer like the deployed ones (CORS included); local calls are recorded. */
async function stubProject(page: Page, site: string): Promise<Calls> {
  const calls: Calls = { project: [], local: [] };
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  };
  await page.route(`${PROJECT}/functions/v1/**`, (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    calls.project.push(route.request());
    return route.fulfill({ status: 200, headers: cors, json: { ok: true, id: crypto.randomUUID() } });
  });
  await page.route(`${site}/functions/v1/**`, (route) => {
    calls.local.push(route.request().url());
    return route.fulfill({ status: 500, json: { error: 'the local function must not be called' } });
  });
  return calls;
}

/**
 * Without script the contact form and the newsletter box post themselves to the deployed
 * functions (their action), which the site's CSP must allow (form-action), and land on the
 * confirmation page the function redirects to. The stand-in answers as the functions do: 303 to
 * the site, in the form's locale.
 */
async function postsNativelyToProject(browser: Browser, site: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') cspErrors.push(message.text());
  });
  const posts: Request[] = [];
  await page.route(`${PROJECT}/functions/v1/send-contact-email`, (route) => {
    posts.push(route.request());
    return route.fulfill({ status: 303, headers: { Location: `${site}/contact/sent` } });
  });
  const subscriptions: Request[] = [];
  await page.route(`${PROJECT}/functions/v1/subscribe-newsletter`, (route) => {
    subscriptions.push(route.request());
    return route.fulfill({ status: 303, headers: { Location: `${site}/fr/newsletter/subscribed` } });
  });
  try {
    await page.goto(`${site}/contact`);
    const form = page.getByRole('form', { name: contact.form.heading });
    await expect(form).toHaveAttribute('action', `${PROJECT}/functions/v1/send-contact-email`);
    await form.getByRole('textbox', { name: contact.form.fields.firstName.label }).fill(sampleMessage.firstName);
    await form.getByRole('textbox', { name: contact.form.fields.email.label }).fill(sampleMessage.email);
    await form.getByRole('textbox', { name: contact.form.fields.message.label }).fill(sampleMessage.message);
    await form.getByRole('button', { name: contact.form.submit }).click();
    await expect(page).toHaveURL(`${site}/contact/sent`);
    expect(posts).toHaveLength(1);
    // A plain form post: no key (the function is deployed with verify_jwt = false), multipart.
    expect(posts[0]?.method()).toBe('POST');
    expect(posts[0]?.headers().apikey).toBeUndefined();
    expect(posts[0]?.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(posts[0]?.postData()).toContain(sampleMessage.message);

    await page.goto(`${site}/fr/news`);
    const { newsletter } = contentFor('fr').newsMessages;
    const address = page.getByRole('main').getByRole('textbox', { name: newsletter.emailLabel });
    await expect(address.locator('xpath=ancestor::form')).toHaveAttribute('action', `${PROJECT}/functions/v1/subscribe-newsletter`);
    await address.fill('lectrice@example.org');
    await page.getByRole('main').getByRole('button', { name: contentFor('fr').news.page.newsletter.buttonLabel }).click();
    await expect(page).toHaveURL(`${site}/fr/newsletter/subscribed`);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.headers().apikey).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(subscriptions[0]?.postData() ?? ''))).toEqual({ locale: 'fr', source: '/fr/news', email: 'lectrice@example.org' });
    expect(cspErrors).toEqual([]);
  } finally {
    await context.close();
  }
}

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

test('with VITE_SUPABASE_URL set, the contact form and the newsletter both call the deployed functions', async ({ page, browser, isMobile, consoleErrors }) => {
  test.skip(isMobile, 'one build is enough');
  test.setTimeout(180_000);
  // Inside the repository, so the server build finds node_modules.
  mkdirSync(path.join(root, '.data'), { recursive: true });
  const work = mkdtempSync(path.join(root, '.data', 'e2e-deployed-functions-'));
  let server: ChildProcess | undefined;
  try {
    const dist = await buildSite(work, { VITE_SUPABASE_URL: PROJECT, VITE_SUPABASE_ANON_KEY: KEY });
    const served = await serve(dist);
    server = served.server;
    const calls = await stubProject(page, served.url);

    await page.goto(`${served.url}/news`);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('textbox', { name: newsMessages.newsletter.emailLabel }).fill('reader@example.com');
    await page.getByRole('main').getByRole('button', { name: newsPage.newsletter.buttonLabel }).click();
    await expect(toast(page)).toContainText(newsMessages.newsletter.success.title);

    await page.goto(`${served.url}/contact`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const fields = contact.form.fields;
    await expect(main.getByRole('button', { name: contact.form.submit })).toBeEnabled();
    await main.getByRole('textbox', { name: fields.firstName.label }).fill(sampleMessage.firstName);
    await main.getByRole('textbox', { name: fields.email.label }).fill(sampleMessage.email);
    await main.getByRole('textbox', { name: fields.message.label }).fill(sampleMessage.message);
    await main.getByRole('button', { name: contact.form.submit }).click();
    await expect(toast(page)).toContainText('Message Sent Successfully!');

    expect(calls.local).toEqual([]);
    expect(calls.project.map((request) => `${request.method()} ${request.url()}`)).toEqual([
      `POST ${PROJECT}/functions/v1/subscribe-newsletter`,
      `POST ${PROJECT}/functions/v1/send-contact-email`,
    ]);
    for (const request of calls.project) {
      // The same key for both; a new-format key travels in apikey only, as supabase-js sends it.
      expect(request.headers().apikey).toBe(KEY);
      expect(request.headers()['content-type']).toContain('application/json');
    }
    expect(calls.project[0]?.postDataJSON()).toEqual({ email: 'reader@example.com', locale: 'en', source: '/news' });
    expect(calls.project[1]?.postDataJSON()).toMatchObject({ firstName: sampleMessage.firstName, email: sampleMessage.email });
    // No CSP violation, no failed request: nothing in the console.
    expect(consoleErrors).toEqual([]);

    await postsNativelyToProject(browser, served.url);
  } finally {
    await stopProcess(server);
    rmSync(work, { recursive: true, force: true });
  }
});
