/**
 * subscribe-newsletter taking the newsletter box posted natively (a browser without script, or
 * whose box code failed to load): URL-encoded and multipart bodies go through the same
 * validation, honeypot, rate limit and storage (with the locale) as the box's JSON; a stored
 * address is redirected (303) to the confirmation page of the visitor's language on SITE_URL
 * only; an address not stored is answered with a page in the visitor's language that keeps it
 * and says what the box would have said.
 */
import assert from 'node:assert/strict';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { NEWSLETTER_PAGE } from '../../supabase/functions/_shared/newsletterPage.generated.ts';
import { must } from './_helpers.ts';
import { clientAddresses, type NewsletterServer, startNewsletter } from './_newsletter.ts';

const SITE = 'https://www.volta-site-test.com';
const { en, fr, pt } = NEWSLETTER_PAGE.locales;

const setup = (env: Record<string, string> = {}) => startNewsletter({ SITE_URL: SITE, ...env });
type Setup = NewsletterServer;
const freshIp = clientAddresses('192.0.2');

/** A native post of the box: URL-encoded (the browser's default enctype), or multipart. */
function post(s: { endpoint: string }, fields: Record<string, string>, opts: { multipart?: boolean; ip?: string; headers?: Record<string, string> } = {}) {
  let body: URLSearchParams | FormData = new URLSearchParams(fields);
  if (opts.multipart) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  }
  return fetch(s.endpoint, { method: 'POST', body, redirect: 'manual', headers: { 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers } });
}

async function stored(s: Setup): Promise<Array<{ email: string; locale: string }>> {
  return await s.db.query<{ email: string; locale: string }>('select email, locale from newsletter_subscribers order by created_at, email');
}

/** The value the page's address field shows (attribute values are HTML-escaped). */
const addressValue = (html: string) => /<input type="email"[^>]* name="email"[^>]* value="([^"]*)"/.exec(html)?.[1];

async function assertPage(res: Response, status: number, lang: string): Promise<string> {
  assert.equal(res.status, status);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.equal(res.headers.get('location'), null);
  // No script at all; the form posts back here, and its success is sent on to the site.
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, new RegExp(`form-action 'self' ${SITE.replace(/\./g, '\\.')};`));
  const html = await res.text();
  // <html lang> as the site's pages say it (Portuguese: pt-PT); the form field keeps the code.
  const htmlLang = lang === 'pt' ? 'pt-PT' : lang;
  assert.ok(html.startsWith(`<!doctype html>\n<html lang="${htmlLang}">`), html.slice(0, 60));
  assert.ok(!/<script/i.test(html), 'no script, and no visitor markup survives');
  assert.ok(html.includes(`<input type="hidden" name="locale" value="${lang}">`), 'the next post keeps the locale');
  assert.ok(html.includes('href="mailto:hello@voltapharma.example"'));
  return html;
}

Deno.test('subscribe-newsletter taking a native form post', async (t) => {
  const s = await setup();
  try {
    await t.step('from /fr/news: 303 to the French confirmation page on SITE_URL, stored as fr', async () => {
      const res = await post(s, { email: 'Awa.Diallo@example.sn', locale: 'fr' });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), `${SITE}/fr${NEWSLETTER_PAGE.paths.subscribed}`);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.equal(await res.text(), '');
      assert.deepEqual(await stored(s), [{ email: 'Awa.Diallo@example.sn', locale: 'fr' }]);
    });

    await t.step('multipart from /pt/news, and English without a prefix (or without a locale field)', async () => {
      const portuguese = await post(s, { email: 'joao@example.cv', locale: 'pt' }, { multipart: true });
      assert.equal(portuguese.headers.get('location'), `${SITE}/pt/newsletter/subscribed`);
      for (const fields of [{ email: 'ama@example.com', locale: 'en' }, { email: 'kofi@example.com' }] as Record<string, string>[]) {
        const res = await post(s, fields);
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), `${SITE}/newsletter/subscribed`);
      }
      const rows = await stored(s);
      assert.deepEqual(rows.filter((row) => row.email !== 'Awa.Diallo@example.sn').map((row) => [row.email, row.locale]).sort(), [
        ['ama@example.com', 'en'],
        ['joao@example.cv', 'pt'],
        ['kofi@example.com', 'en'],
      ]);
    });

    await t.step('an address already asked for, and a bot filling the honeypot: the same "check your inbox", no row more', async () => {
      const before = (await stored(s)).length;
      const again = await post(s, { email: 'awa.diallo@EXAMPLE.sn', locale: 'pt' });
      assert.equal(again.headers.get('location'), `${SITE}/pt/newsletter/subscribed`);
      const bot = await post(s, { email: 'bot@spam.example', website: 'buy now', locale: 'fr' });
      assert.equal(bot.headers.get('location'), `${SITE}/fr/newsletter/subscribed`);
      assert.equal((await stored(s)).length, before);
      // Still pending: the latest request's language is the one its new confirmation e-mail is in.
      assert.equal((await stored(s)).find((row) => row.email.toLowerCase() === 'awa.diallo@example.sn')?.locale, 'pt');
    });

    await t.step('never redirects anywhere but SITE_URL, whatever the request says', async () => {
      const headers = { origin: 'https://evil.example', referer: 'https://evil.example/news', 'x-forwarded-host': 'evil.example' };
      const hostile = { redirect: 'https://evil.example/', next: '//evil.example', location: 'https://evil.example/' };
      for (const [i, locale] of ['fr', 'pt', 'en', ''].entries()) {
        const res = await post(s, { email: `redirect${i}@example.org`, locale, ...hostile }, { headers });
        const location = must(res.headers.get('location'), 'Location');
        assert.equal(new URL(location).origin, SITE, location);
        assert.match(new URL(location).pathname, /^(\/(fr|pt))?\/newsletter\/subscribed$/);
      }
      // A locale no page sends is refused (nothing stored): a page in English, never a redirect.
      const before = (await stored(s)).length;
      for (const locale of ['//evil.example', 'https://evil.example', 'de']) {
        const html = await assertPage(await post(s, { email: 'someone@example.org', locale, ...hostile }, { headers }), 400, 'en');
        assert.ok(html.includes(`<h1>${en.notSubscribed.unavailable.heading}</h1>`));
        assert.ok(html.includes(en.box.fallback));
        assert.equal(addressValue(html), 'someone@example.org');
      }
      assert.equal((await stored(s)).length, before);
    });

    for (const [locale, copy] of [['en', en], ['fr', fr], ['pt', pt]] as const) {
      await t.step(`an invalid address from the ${locale} page: 422 in ${locale}, what to fix, the address kept and escaped`, async () => {
        const before = (await stored(s)).length;
        const typed = 'ama"><script>alert(1)</script>@example';
        const html = await assertPage(await post(s, { email: typed, locale }), 422, locale);
        assert.ok(html.includes(`<title>${copy.notSubscribed.invalid.heading} | Volta Pharma</title>`));
        assert.ok(html.includes(`<h1>${copy.notSubscribed.invalid.heading}</h1>`));
        assert.ok(html.includes(`<p class="lead">${copy.notSubscribed.invalid.text}</p>`));
        // The box's own words: its toast's title, its message under the field.
        assert.ok(html.includes(`<h2 id="summary-title">${copy.box.invalid.title}</h2>`));
        assert.ok(html.includes(`<li><a href="#field-email">${copy.box.invalid.description}</a></li>`));
        assert.match(html, /id="field-email" name="email"[^>]*aria-invalid="true" aria-describedby="error-email"/);
        assert.ok(html.includes(`<label for="field-email">${copy.box.emailLabel}</label>`));
        assert.ok(html.includes(`>${copy.box.buttonLabel}</button>`));
        assert.equal(addressValue(html), 'ama&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example');
        assert.match(html, /<form method="post" novalidate>/);
        assert.equal((await stored(s)).length, before, 'nothing stored');
      });
    }

    await t.step('an empty address: the same page (the box checks nothing without script)', async () => {
      const html = await assertPage(await post(s, { email: '  ', locale: 'fr' }, { multipart: true }), 422, 'fr');
      assert.ok(html.includes(`<a href="#field-email">${fr.box.invalid.description}</a>`));
    });

    await t.step('the JSON path is unchanged: other media types are still 415, JSON still JSON', async () => {
      const res = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=ama@example.com' });
      assert.equal(res.status, 415);
      assert.deepEqual(await res.json(), {
        error: 'Content-Type must be application/json, application/x-www-form-urlencoded or multipart/form-data.',
        code: 'unsupportedMediaType',
      });
      const json = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'json@example.org', locale: 'pt' }) });
      assert.deepEqual(await json.json(), { ok: true });
    });
  } finally {
    await s.close();
  }
});

Deno.test('a native post refused: the page says why in the visitor\'s language, as the box would', async (t) => {
  const s = await setup({ RATE_LIMIT_MAX: '2', ALLOWED_ORIGINS: SITE });
  try {
    await t.step('rate limit from /fr/news: 429 with the reason and the wait in French, the address kept', async () => {
      const ip = freshIp();
      for (let i = 0; i < 2; i++) assert.equal((await post(s, { email: `lecteur${i}@example.org`, locale: 'fr' }, { ip })).status, 303);
      const res = await post(s, { email: 'lectrice@example.org', locale: 'fr' }, { ip });
      const retryAfter = Number(res.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 600, String(retryAfter));
      const html = await assertPage(res, 429, 'fr');
      assert.ok(html.includes(`<h1>${fr.notSubscribed.rateLimited.heading}</h1>`));
      const wait = new RegExp(`${fr.errors.rateLimited.reasons.client} Veuillez réessayer dans \\d+ (secondes|minutes)\\.`);
      assert.match(html, wait);
      assert.equal(addressValue(html), 'lectrice@example.org');
    });

    await t.step('an origin not allowed: 403, the box\'s fallback, the address kept', async () => {
      const html = await assertPage(await post(s, { email: 'kept@example.org', locale: 'pt' }, { headers: { origin: 'https://elsewhere.example' } }), 403, 'pt');
      assert.ok(html.includes(pt.box.fallback));
      assert.equal(addressValue(html), 'kept@example.org');
      assert.equal((await stored(s)).filter((row) => row.email === 'kept@example.org').length, 0);
    });

    await t.step('Origin: null (a page sent with no-referrer) is refused; the page itself sends its origin', async () => {
      const res = await post(s, { email: 'opaque@example.org', locale: 'pt' }, { headers: { origin: 'null' } });
      assert.equal(res.headers.get('referrer-policy'), 'same-origin');
      assert.equal(addressValue(await assertPage(res, 403, 'pt')), 'opaque@example.org');
      assert.equal((await stored(s)).filter((row) => row.email === 'opaque@example.org').length, 0);
      // Corrected on that page: posted with the function's own origin, which is not in ALLOWED_ORIGINS.
      const corrected = await post(s, { email: 'opaque@example.org', locale: 'pt' }, { headers: { origin: new URL(s.endpoint).origin } });
      assert.equal(corrected.status, 303);
      assert.ok(corrected.headers.get('location')?.startsWith(`${SITE}/pt/newsletter/`));
    });

    await t.step('the database failing on the way: 500, "something went wrong on our side", the address kept', async () => {
      const query = s.db.query;
      s.db.query = () => Promise.reject(new Error('connection refused'));
      const originalError = console.error;
      console.error = () => {};
      try {
        const html = await assertPage(await post(s, { email: 'still.here@example.org', locale: 'pt' }), 500, 'pt');
        assert.ok(html.includes(`<h1>${pt.notSubscribed.unavailable.heading}</h1>`));
        assert.ok(html.includes(pt.errors.failed));
        assert.equal(addressValue(html), 'still.here@example.org');
      } finally {
        s.db.query = query;
        console.error = originalError;
      }
    });
  } finally {
    await s.close();
  }
});

Deno.test('service unavailable (no database): 503 page in the visitor\'s language, the address kept', async () => {
  const handler = createNewsletterHandler((): Promise<FunctionContext> => Promise.reject(new Error('no database')));
  Deno.env.set('SITE_URL', SITE);
  const originalError = console.error;
  console.error = () => {};
  let res: Response;
  try {
    res = await handler(new Request('http://localhost/functions/v1/subscribe-newsletter', { method: 'POST', body: new URLSearchParams({ email: 'joao@example.cv', locale: 'pt' }) }));
  } finally {
    Deno.env.delete('SITE_URL');
    console.error = originalError;
  }
  const html = await assertPage(res, 503, 'pt');
  assert.ok(html.includes(`<h1>${pt.notSubscribed.unavailable.heading}</h1>`));
  assert.ok(html.includes(pt.errors.unavailable));
  // The Portuguese home page, on SITE_URL.
  assert.ok(html.includes(`href="${SITE}/pt"`));
  assert.equal(addressValue(html), 'joao@example.cv');
});
