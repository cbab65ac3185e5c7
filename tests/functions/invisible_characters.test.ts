/**
 * Bidi and zero-width characters (Trojan Source: U+202E makes "Ama‮moc.live" read backwards)
 * are refused in every single-line field of both forms, as JSON and as a form post, with the
 * `characters` code the site and the no-script page say in the visitor's language; the message
 * refuses the bidi overrides only. A row stored before the rule still cannot carry one into the
 * Subject or Reply-To of the company's e-mail (headerText strips them).
 */
import assert from 'node:assert/strict';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { CONTACT_PAGE } from '../../supabase/functions/_shared/contactPage.generated.ts';
import { buildContactEmail, headerText } from '../../supabase/functions/_shared/mail.ts';
import { resendMailer } from '../../supabase/functions/_shared/mail-resend.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { retryPending } from '../../supabase/functions/_shared/outbox.ts';
import { BIDI_CONTROL, INVISIBLE_FORMAT, validateContact } from '../../supabase/functions/_shared/validate.ts';
import { freshDb, recordingMailer, testConfig, testContext, validContact } from './_helpers.ts';
import { startResendMock } from './_resend_mock.ts';

/** Every character refused in a single-line field (the list in validate.ts and supabase/functions/README.md). */
const INVISIBLE = [
  '\u00ad', '\u061c', '\u180e',
  '\u200b', '\u200c', '\u200d', '\u200e', '\u200f',
  '\u202a', '\u202b', '\u202c', '\u202d', '\u202e',
  '\u2060', '\u2061', '\u2062', '\u2063', '\u2064',
  '\u2066', '\u2067', '\u2068', '\u2069',
  '\ufeff', '\u{e0001}', '\u{e0041}', '\u{e007f}',
];
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const hex = (c: string) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;

let ip = 0;
function request(body: BodyInit, contentType?: string): Request {
  return new Request('http://localhost/functions/v1/any', {
    method: 'POST',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), 'x-forwarded-for': `198.51.100.${++ip % 250}` },
    body,
  });
}

Deno.test('validation: each invisible character in each single-line field is refused with code characters', () => {
  const fields: Array<[string, (c: string) => string]> = [
    ['firstName', (c) => `A${c}ma`],
    ['lastName', (c) => `Men${c}sah`],
    ['email', (c) => `ama${c}@example.com`],
    ['phone', (c) => `+233 24${c} 123 4567`],
    ['organization', (c) => `Korle${c} Bu`],
  ];
  for (const c of INVISIBLE) {
    assert.ok(INVISIBLE_FORMAT.test(c), hex(c));
    for (const [field, value] of fields) {
      assert.throws(() => validateContact(validContact({ [field]: value(c) })), (err: Error & { field?: string; code?: string }) => {
        assert.equal(err.name, 'ValidationError', `${field} ${hex(c)}`);
        assert.equal(err.field, field);
        assert.equal(err.code, 'characters');
        assert.match(err.message, /must not contain invisible or text-direction control characters\.$/);
        return true;
      });
    }
  }
  // What stays allowed: accents, non-Latin scripts, apostrophes, a hyphen.
  for (const name of ['José', 'Nana Akua Addo-Mensah', "O'Neill", 'Zoë', 'محمد', 'Łukasz']) {
    assert.equal(validateContact(validContact({ firstName: name })).firstName, name);
  }
});

Deno.test('validation: the message refuses the bidi overrides and isolates, keeps joiners and direction marks', () => {
  for (const c of BIDI) {
    assert.ok(BIDI_CONTROL.test(c));
    assert.throws(() => validateContact(validContact({ message: `Invoice${c}total` })), /Message contains text-direction control characters that are not allowed\./);
  }
  // A family emoji (ZWJ), a right-to-left mark in mixed text, a zero-width non-joiner: kept.
  for (const message of ['Thanks 👩‍⚕️👨‍👩‍👧', 'مرحبا\u200f (Accra)', 'می\u200cخواهم']) {
    assert.equal(validateContact(validContact({ message })).message, message);
  }
});

Deno.test('U+202E in a name: refused as JSON and as a form post (in the page\'s language), nothing stored or mailed', async () => {
  const db = await freshDb();
  const mailer = recordingMailer();
  const ctx = testContext({ db, mailer, config: testConfig({ SITE_URL: 'https://www.volta-site-test.com' }) });
  const contact = createContactHandler(() => Promise.resolve(ctx));
  const newsletter = createNewsletterHandler(() => Promise.resolve(ctx));
  try {
    const spoof = 'Ama\u202Emoc.live@ofni';
    const json = await contact(request(JSON.stringify(validContact({ firstName: spoof })), 'application/json'));
    assert.equal(json.status, 400);
    const body = await json.json();
    assert.deepEqual([body.code, body.field], ['characters', 'firstName']);

    for (const locale of ['en', 'fr', 'pt'] as const) {
      const fields = new URLSearchParams({ ...validContact({ firstName: spoof }) as Record<string, string>, locale, website: '' });
      const page = await contact(request(fields));
      assert.equal(page.status, 422, locale);
      const html = await page.text();
      const copy = CONTACT_PAGE.locales[locale];
      const expected = copy.notSent.problems.characters.replace('{label}', copy.form.fields.firstName.label);
      assert.ok(html.includes(expected.replace(/'/g, '&#39;')), `${locale}: ${expected}`);
    }

    // The newsletter's address: the same code.
    const sub = await newsletter(request(JSON.stringify({ email: 'reader\u200b@example.com' }), 'application/json'));
    assert.equal(sub.status, 400);
    assert.deepEqual(await sub.json().then((b) => [b.code, b.field]), ['characters', 'email']);
    const subForm = await newsletter(request(new URLSearchParams({ email: 'reader\u202e@example.com', locale: 'fr' })));
    assert.equal(subForm.status, 422);
    await subForm.body?.cancel();

    await ctx.settle();
    assert.equal((await db.query<{ n: number }>('select count(*)::int as n from contact_messages'))[0]?.n, 0);
    assert.equal((await db.query<{ n: number }>('select count(*)::int as n from newsletter_subscribers'))[0]?.n, 0);
    assert.equal(mailer.sent.length, 0);
  } finally {
    await ctx.settle();
    await db.close();
  }
});

Deno.test('a row stored before the rule: no invisible character reaches the Subject or Reply-To (Resend)', async () => {
  const resend = startResendMock();
  const db = await freshDb();
  const ctx = testContext({ db, mailer: resendMailer({ apiKey: 're_test', baseUrl: resend.url, timeoutMs: 20_000 }), config: testConfig() });
  try {
    await db.query(
      `insert into contact_messages (first_name, last_name, email, message, next_attempt_at)
       values ($1, $2, $3, 'Hello', now() - interval '1 second')`,
      ['Ama\u202Egnp.exe', '\u200bMen\u2066sah\ufeff', 'ama\u200d@example.com'],
    );
    assert.deepEqual(await retryPending(ctx, { max: 1 }), { claimed: 1, sent: 1, failed: 0 });
    const sent = resend.requests.at(-1)?.body;
    assert.equal(sent?.subject, 'Website enquiry: General inquiry - Amagnp.exe Mensah');
    assert.equal(sent?.reply_to, 'ama@example.com');
    for (const value of [sent?.subject, sent?.reply_to]) assert.ok(!INVISIBLE_FORMAT.test(String(value)), String(value));

    // The composition itself, for the name in Reply-To too.
    const mail = buildContactEmail({ id: 'x', created_at: new Date(), first_name: 'A\u202eB', last_name: null, email: 'a\u00ad@example.com', phone: null, organization: null, service: null, message: 'm', locale: 'en' }, ctx.config);
    assert.deepEqual(mail.replyTo, { name: 'AB', address: 'a@example.com' });
    assert.equal(headerText('x\u2068y\u2069\u{e0041}z'), 'xyz');
  } finally {
    await resend.close();
    await db.close();
  }
});
