/**
 * send-contact-email taking the contact form posted natively (a browser without script):
 * URL-encoded and multipart bodies go through the same validation, honeypot, rate limit and
 * storage as JSON; a stored message is redirected (303) to the confirmation page on SITE_URL
 * only; a message not sent is answered with a page in the visitor's language that keeps every
 * value. The mail goes to a real SMTP server, as in mail_smtp.test.ts.
 */
import assert from 'node:assert/strict';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { CONTACT_PAGE } from '../../supabase/functions/_shared/contactPage.generated.ts';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { mailerFromEnv } from '../../supabase/functions/_shared/mail.ts';
import { freshDb, must, startServer, testConfig, testContext, validContact } from './_helpers.ts';
import { parseMail } from './_mime.ts';
import { startSmtp } from './_smtp.ts';

const NAME = 'send-contact-email';
const SITE = 'https://www.volta-site-test.com';
const en = CONTACT_PAGE.locales.en;
const fr = CONTACT_PAGE.locales.fr;

async function setup(env: Record<string, string> = {}) {
  const smtp = await startSmtp();
  const mailer = await mailerFromEnv(mapEnv({ SMTP_URL: smtp.url }), { allowOutbox: false, timeoutMs: 20_000 });
  const db = await freshDb();
  const ctx = testContext({ db, mailer, config: testConfig({ SITE_URL: SITE, ...env }) });
  const server = startServer({
    [NAME]: createContactHandler(() => Promise.resolve(ctx)),
  });
  return {
    db,
    smtp,
    mailer,
    ctx,
    endpoint: `${server.url}/functions/v1/${NAME}`,
    async close() {
      await ctx.settle();
      await server.close();
      await mailer.close?.();
      await smtp.close();
      await db.close();
    },
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

/** The fields as a browser posts them: every value a string, empty when left empty. */
function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = { locale: 'en', website: '' };
  for (const [name, value] of Object.entries(validContact())) fields[name] = String(value ?? '');
  return { ...fields, ...overrides };
}

/** A native post: URL-encoded by default (the browser's default enctype), or multipart. */
function post(s: Setup, fields: Record<string, string>, opts: { multipart?: boolean; ip?: string; headers?: Record<string, string> } = {}) {
  let body: URLSearchParams | FormData;
  if (opts.multipart) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  } else {
    body = new URLSearchParams(fields);
  }
  return fetch(s.endpoint, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers },
  });
}

async function storedCount(s: Setup): Promise<number> {
  const [row] = await s.db.query<{ n: number }>('select count(*)::int as n from contact_messages');
  return row?.n ?? 0;
}

/** The value a page's field shows (attribute values are HTML-escaped). */
function inputValue(html: string, name: string): string | undefined {
  return new RegExp(`<input[^>]* name="${name}"[^>]* value="([^"]*)"`).exec(html)?.[1];
}

function assertPage(res: Response, status: number) {
  assert.equal(res.status, status);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  // No script at all; the form posts back here, and its success is sent on to the site.
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, new RegExp(`form-action 'self' ${SITE.replace(/\./g, '\\.')};`));
}

Deno.test('send-contact-email taking a native form post', async (t) => {
  const s = await setup();
  try {
    await t.step('URL-encoded success: 303 to the confirmation page on SITE_URL, stored, then mailed over SMTP', async () => {
      const marker = `form-post-${Date.now()}`;
      const message = `Price list for 100% artesunate + amodiaquine, please & thanks.\r\nSecond line: ${marker}`;
      const res = await post(s, formFields({ firstName: 'Kwàme Ẹ́', lastName: "O'Neil", message, service: 'who' }));
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), `${SITE}/contact/sent`);
      assert.equal(await res.text(), '');

      const [row] = await s.db.query<Record<string, unknown>>(
        'select id, first_name, last_name, message, service, status from contact_messages where message like $1',
        [`%${marker}`],
      );
      assert.equal(row?.first_name, 'Kwàme Ẹ́');
      assert.equal(row?.last_name, "O'Neil");
      assert.equal(row?.service, 'who');
      // Decoded (no + or %XX left), CRLF normalised to LF as in the JSON path.
      assert.equal(row?.message, `Price list for 100% artesunate + amodiaquine, please & thanks.\nSecond line: ${marker}`);
      assert.equal(row?.status, 'sent');

      const mail = parseMail(must(s.smtp.received.find((got) => got.raw.includes(String(row?.id))), 'the mail').raw);
      assert.equal(mail.header('x-contact-message-id'), row?.id);
      const text = must(mail.part('text/plain'), 'the text part').replace(/\r\n/g, '\n');
      assert.ok(text.includes(`Price list for 100% artesunate + amodiaquine, please & thanks.\nSecond line: ${marker}`), text);
      assert.ok(text.includes('Kwàme Ẹ́'), text);
    });

    await t.step('multipart success: the same path, the same stored message', async () => {
      const res = await post(s, formFields({ firstName: 'Abena', message: 'Sent as multipart/form-data.\nÀ bientôt.' }), { multipart: true });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), `${SITE}/contact/sent`);
      const rows = await s.db.query<{ status: string }>("select status from contact_messages where message = 'Sent as multipart/form-data.\nÀ bientôt.'");
      assert.deepEqual(rows.map((row) => row.status), ['sent']);
    });

    await t.step('never redirects anywhere but SITE_URL, whatever the request says', async () => {
      const headers = { origin: 'https://evil.example', referer: 'https://evil.example/contact', 'x-forwarded-host': 'evil.example' };
      const hostile = { redirect: 'https://evil.example/', next: '//evil.example' };
      for (const locale of ['fr', 'pt', 'en', '']) {
        const res = await post(s, formFields({ locale, ...hostile }), { headers });
        assert.equal(res.status, 303, locale);
        const location = must(res.headers.get('location'), 'Location');
        assert.equal(new URL(location).origin, SITE, location);
        assert.match(new URL(location).pathname, /^(\/(fr|pt))?\/contact\/sent$/);
        await res.body?.cancel();
      }
      // A locale no page sends is refused (nothing stored): a page, never a redirect.
      const before = await storedCount(s);
      for (const locale of ['//evil.example', 'https://evil.example', '../..']) {
        const res = await post(s, formFields({ locale, ...hostile }), { headers });
        assertPage(res, 400);
        assert.equal(res.headers.get('location'), null, locale);
        await res.body?.cancel();
      }
      assert.equal(await storedCount(s), before);
    });

    await t.step('invalid: 422 page listing what to fix, in the form order, every value kept and escaped', async () => {
      const before = await storedCount(s);
      const res = await post(s, formFields({
        firstName: '',
        lastName: '<script>alert("x")</script>',
        email: 'no-at-sign',
        phone: 'call me',
        organization: 'Ministry of Health & "Partners"',
        message: '',
      }));
      assertPage(res, 422);
      const html = await res.text();
      assert.ok(html.startsWith('<!doctype html>\n<html lang="en">'));
      assert.ok(!html.includes('<script'), 'no visitor markup survives');
      assert.equal(inputValue(html, 'lastName'), '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      assert.equal(inputValue(html, 'organization'), 'Ministry of Health &amp; &quot;Partners&quot;');
      assert.equal(inputValue(html, 'email'), 'no-at-sign');
      assert.equal(inputValue(html, 'phone'), 'call me');
      // The spec's messages: the Validation Error toast first (a required field is empty), then each field.
      assert.ok(html.includes(`<h2 id="summary-title">${en.form.toasts.validation.title}</h2>`));
      const links = [...html.matchAll(/<li><a href="#field-(\w+)">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], m[2]]);
      assert.deepEqual(links, [
        ['firstName', en.form.fieldErrors.firstName],
        ['email', en.form.fieldErrors.emailInvalid],
        ['phone', en.notSent.problems.phone],
        ['message', en.form.fieldErrors.message],
      ]);
      // Each message is tied to its field.
      assert.match(html, /id="field-email"[^>]*aria-invalid="true" aria-describedby="error-email"/);
      assert.ok(html.includes(`<p class="error" id="error-email">${en.form.fieldErrors.emailInvalid}</p>`));
      // The form posts back here (no action: the page's own URL) with the locale and an empty honeypot.
      assert.match(html, /<form method="post" enctype="multipart\/form-data" novalidate>/);
      assert.ok(html.includes('<input type="hidden" name="locale" value="en">'));
      assert.equal(inputValue(html, 'website'), undefined);
      assert.ok(html.includes('href="mailto:hello@voltapharma.example"'));
      assert.ok(html.includes(`href="${SITE}/"`));
      assert.equal(await storedCount(s), before, 'nothing stored');
    });

    await t.step('invalid, only the e-mail: the Invalid Email toast; a message kept with its line breaks', async () => {
      const res = await post(s, formFields({ email: 'ama@', message: 'Line one\r\n\r\nLine <three>' }), { multipart: true });
      assertPage(res, 422);
      const html = await res.text();
      assert.ok(html.includes(`<h2 id="summary-title">${en.form.toasts.invalidEmail.title}</h2>`));
      assert.ok(html.includes(`<a href="#field-email">${en.notSent.problems.email}</a>`));
      assert.ok(html.includes('rows="6">\nLine one\r\n\r\nLine &lt;three&gt;</textarea>'));
      assert.match(html, /<option value="nafdac" selected>NAFDAC Registration<\/option>/);
    });

    await t.step('invalid in French: the page follows the form\'s locale field', async () => {
      const res = await post(s, formFields({ locale: 'fr', message: 'x'.repeat(5001) }));
      assertPage(res, 422);
      const html = await res.text();
      assert.ok(html.startsWith('<!doctype html>\n<html lang="fr">'));
      assert.ok(html.includes(`<title>${fr.notSent.invalid.heading} | Volta Pharma</title>`));
      assert.ok(html.includes(`<h2 id="summary-title">${fr.notSent.check.title}</h2>`));
      // 5 000 with the French thousands separator.
      const expected = fr.notSent.problems.tooLong.replace('{label}', fr.form.fields.message.label).replace('{max}', new Intl.NumberFormat('fr').format(5000));
      assert.ok(html.includes(`<a href="#field-message">${expected}</a>`), expected);
      assert.ok(html.includes('<input type="hidden" name="locale" value="fr">'));
      // Above the button, the form's privacy line, linking the notice on the site in French.
      assert.ok(html.includes(`<p class="note">Nous n’utilisons vos coordonnées que pour vous répondre. Consultez notre <a href="${SITE}/fr/privacy">politique de confidentialité</a>.</p>\n<button type="submit">`));
      assert.ok(html.includes(`>${fr.form.submit}</button>`));
    });

    await t.step('honeypot: the confirmation redirect, stored as spam, never mailed', async () => {
      const mailed = s.smtp.received.length;
      const res = await post(s, formFields({ website: 'http://spam.example', message: 'bot-form-message' }));
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), `${SITE}/contact/sent`);
      const rows = await s.db.query<{ status: string }>("select status from contact_messages where message = 'bot-form-message'");
      assert.deepEqual(rows.map((row) => row.status), ['spam']);
      // Invalid with the honeypot filled: the same redirect, nothing stored.
      const before = await storedCount(s);
      const bogus = await post(s, { website: 'x', firstName: 'bot' });
      assert.equal(bogus.status, 303);
      assert.equal(await storedCount(s), before);
      await s.ctx.settle();
      assert.equal(s.smtp.received.length, mailed);
    });

    await t.step('rate limit: the same 5 per window as JSON, then a 429 page keeping the message', async () => {
      const ip = '198.51.100.77';
      for (let i = 0; i < 5; i++) assert.equal((await post(s, formFields(), { ip })).status, 303, `post ${i + 1}`);
      const res = await post(s, formFields({ message: 'Sixth message, kept.' }), { ip });
      assertPage(res, 429);
      const retryAfter = Number(res.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 600, String(retryAfter));
      const html = await res.text();
      assert.ok(html.includes(`<h1>${en.notSent.rateLimited.heading}</h1>`));
      assert.ok(html.includes(en.notSent.rateLimited.reasons.client));
      assert.match(html, /Please send it again in \d+ (seconds|minutes)\./);
      assert.ok(html.includes('>\nSixth message, kept.</textarea>'));
      // JSON and form posts count against the same limit.
      const json = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(validContact()) });
      assert.equal(json.status, 429);
      await json.body?.cancel();
    });

    await t.step('mail failure after storing: still the confirmation (the message is stored and retried)', async () => {
      const failing = s.ctx.mailer.send;
      s.ctx.mailer.send = () => Promise.reject(new Error('SMTP relay unreachable'));
      try {
        const res = await post(s, formFields({ message: 'mail-fails-later' }));
        assert.equal(res.status, 303);
        const rows = await s.db.query<{ status: string }>("select status from contact_messages where message = 'mail-fails-later'");
        assert.deepEqual(rows.map((row) => row.status), ['pending']);
      } finally {
        s.ctx.mailer.send = failing;
      }
    });

    await t.step('database failure before storing: 503 page keeping every value', async () => {
      const query = s.db.query;
      s.db.query = () => Promise.reject(new Error('connection refused'));
      try {
        const res = await post(s, formFields({ firstName: 'Efua', message: 'Please keep me.' }), { multipart: true });
        assertPage(res, 503);
        const html = await res.text();
        assert.ok(html.includes(`<h1>${en.notSent.unavailable.heading}</h1>`));
        assert.equal(inputValue(html, 'firstName'), 'Efua');
        assert.ok(html.includes('>\nPlease keep me.</textarea>'));
      } finally {
        s.db.query = query;
      }
    });

    await t.step('413 over the body limit: a page, not JSON', async () => {
      const res = await post(s, formFields({ message: 'x'.repeat(40_000) }));
      assertPage(res, 413);
      const html = await res.text();
      assert.ok(html.includes(`<h1>${en.notSent.tooLarge.heading}</h1>`));
      assert.ok(html.includes('5,000 characters'));
    });

    await t.step('the JSON path is unchanged: other media types are still 415', async () => {
      const res = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'firstName=Ama' });
      assert.equal(res.status, 415);
      assert.deepEqual(await res.json(), {
        error: 'Content-Type must be application/json, application/x-www-form-urlencoded or multipart/form-data.',
        code: 'unsupportedMediaType',
      });
    });
  } finally {
    await s.close();
  }
});

Deno.test('form posts from an origin not in ALLOWED_ORIGINS: 403 page with the values, nothing stored', async () => {
  const s = await setup({ ALLOWED_ORIGINS: SITE });
  try {
    const ok = await post(s, formFields(), { headers: { origin: SITE } });
    assert.equal(ok.status, 303);
    const res = await post(s, formFields({ firstName: 'Yaw' }), { headers: { origin: 'https://elsewhere.example' } });
    assertPage(res, 403);
    assert.equal(inputValue(await res.text(), 'firstName'), 'Yaw');
    assert.equal(await storedCount(s), 1);
  } finally {
    await s.close();
  }
});

Deno.test('the correction path in production: the page sends its origin, the function takes its own origin and never null', async (t) => {
  // ALLOWED_ORIGINS as the deploy steps set it: the site's origin only.
  const s = await setup({ ALLOWED_ORIGINS: SITE });
  try {
    const own = new URL(s.endpoint).origin;
    await t.step('the 422 page lets the browser send its origin on the corrected post (no-referrer would send "null")', async () => {
      const res = await post(s, formFields({ email: 'not-an-address' }), { headers: { origin: SITE } });
      assertPage(res, 422);
      assert.equal(res.headers.get('referrer-policy'), 'same-origin');
      await res.body?.cancel();
    });
    await t.step('the corrected post from that page (the request URL\'s origin when SUPABASE_URL is unset): stored, 303', async () => {
      const res = await post(s, formFields({ firstName: 'Corrected' }), { headers: { origin: own } });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), `${SITE}/contact/sent`);
    });
    await t.step('Origin: null is refused, with the values kept', async () => {
      const res = await post(s, formFields({ firstName: 'Opaque' }), { headers: { origin: 'null' } });
      assertPage(res, 403);
      assert.equal(inputValue(await res.text(), 'firstName'), 'Opaque');
    });
    assert.equal(await storedCount(s), 1);
  } finally {
    await s.close();
  }
});

Deno.test('own origin = SUPABASE_URL\'s when set (the request URL behind the gateway is not the public one); null refused even with ALLOWED_ORIGINS=*', async () => {
  const deployed = await setup({ ALLOWED_ORIGINS: SITE, SUPABASE_URL: 'https://projectref.supabase.co' });
  const open = await setup({ ALLOWED_ORIGINS: '*' });
  try {
    assert.equal((await post(deployed, formFields(), { headers: { origin: 'https://projectref.supabase.co' } })).status, 303);
    const local = await post(deployed, formFields(), { headers: { origin: new URL(deployed.endpoint).origin } });
    assertPage(local, 403);
    await local.body?.cancel();
    assert.equal(await storedCount(deployed), 1);

    assert.equal((await post(open, formFields(), { headers: { origin: 'https://anywhere.example' } })).status, 303);
    const opaque = await post(open, formFields(), { headers: { origin: 'null' } });
    assertPage(opaque, 403);
    await opaque.body?.cancel();
    // The JSON path refuses it too.
    const json = await fetch(open.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'null', 'x-forwarded-for': freshIp() },
      body: JSON.stringify(validContact()),
    });
    assert.equal(json.status, 403);
    assert.equal((await json.json()).code, 'originRefused');
    assert.equal(await storedCount(open), 1);
  } finally {
    await deployed.close();
    await open.close();
  }
});

Deno.test('service unavailable (no database): 503 page keeping the values, still sending on to SITE_URL', async () => {
  const handler = createContactHandler((): Promise<FunctionContext> => Promise.reject(new Error('no database')));
  const body = new URLSearchParams({ firstName: 'Kofi', email: 'kofi@example.com', message: 'Still here?', locale: 'pt' });
  Deno.env.set('SITE_URL', SITE);
  let res: Response;
  try {
    res = await handler(new Request('http://localhost/functions/v1/send-contact-email', { method: 'POST', body }));
  } finally {
    Deno.env.delete('SITE_URL');
  }
  assertPage(res, 503);
  const html = await res.text();
  // The site's home in the visitor's language (Portuguese is published: /pt).
  assert.ok(html.includes(`href="${SITE}/pt"`));
  assert.ok(html.startsWith('<!doctype html>\n<html lang="pt-PT">'));
  assert.ok(html.includes(CONTACT_PAGE.locales.pt.notSent.unavailable.heading));
  assert.equal(inputValue(html, 'firstName'), 'Kofi');
  assert.ok(html.includes('>\nStill here?</textarea>'));
});

Deno.test('SITE_URL: an origin only, by default the site\'s (src/content/site.ts)', () => {
  assert.equal(testConfig().siteUrl, 'https://www.voltapharma.example');
  assert.equal(testConfig({ SITE_URL: 'https://www.volta-site-test.com/' }).siteUrl, 'https://www.volta-site-test.com');
  for (const bad of ['www.volta.com', 'javascript:alert(1)', 'https://www.volta.com/contact', 'https://user:pw@volta.com', 'ftp://volta.com']) {
    assert.throws(() => testConfig({ SITE_URL: bad }), /SITE_URL/, bad);
  }
});
