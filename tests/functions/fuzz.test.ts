/**
 * Fuzz: 10,000 generated requests (bodies, types, methods, headers) against the real contact
 * handler on PGlite. Never a 5xx; every error is JSON { error: "<non-empty text>", code } with
 * CORS, its code one the site knows (errors.ts);
 * every success is { ok: true, id } and its row exists. A form post to the contact function is
 * answered with a redirect to the site or a page, never JSON, never with a tag from its values.
 */
import assert from 'node:assert/strict';
import fc from 'npm:fast-check@4.10.2';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { ERROR_CODES } from '../../supabase/functions/_shared/errors.ts';
import { LOCALES } from '../../supabase/functions/_shared/locales.ts';
import { SERVICES } from '../../supabase/functions/_shared/validate.ts';
import { freshDb, recordingMailer, testConfig, testContext } from './_helpers.ts';

const RUNS = Number(Deno.env.get('FUZZ_RUNS') ?? 10_000);

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('', ' ', '\r\n', '\u0000', '\u2028', '<script>alert(1)</script>', 'Ama', 'Ｍｅｎｓａｈ', 'é'.normalize('NFD')),
  fc.string({ minLength: 90, maxLength: 5100, unit: fc.constantFrom('a', 'é', '😀', '\n', ' ') }),
);
const email = fc.oneof(
  fc.emailAddress(),
  text,
  fc.constantFrom('a@b', 'ama@example.com', 'AMA@EXAMPLE.COM', 'a@@b.com', '@x.com', 'x@-bad.com', 'x@bücher.de', 'x@xn--bcher-kva.de'),
);
const anyValue = fc.oneof({ weight: 6, arbitrary: text }, fc.jsonValue({ maxDepth: 2 }), fc.constant(null));
const field = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: arb }, anyValue);

const contactBody = fc.record(
  {
    firstName: field(fc.oneof(fc.constantFrom('Ama', 'Kofi', 'Nana Yaa'), text)),
    lastName: field(text),
    email: field(email),
    phone: field(fc.oneof(fc.constantFrom('+233 30 200 0000', '(030) 200-0000 ext 12', '123'), text)),
    organization: field(text),
    service: field(fc.oneof(fc.constantFrom(...SERVICES), text)),
    message: field(fc.oneof(fc.constantFrom('Hello', 'Quote please\r\nThanks'), text)),
    locale: field(fc.oneof(fc.constantFrom(...LOCALES, 'de', 'FR', 'fr-FR', ''), text)),
    website: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, anyValue),
    extra: fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
);

// Mostly-valid submissions with unusual but legal content: exercises storing and mailing.
const grapheme = (min: number, max: number) => fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
const validishBody = fc.record({
  firstName: grapheme(1, 100),
  lastName: fc.option(grapheme(0, 100)),
  email: fc.emailAddress(),
  phone: fc.option(fc.stringMatching(/^\+?[0-9]{3}[ -]?\(?[0-9]{3}\)?[ -]?[0-9]{3,4}$/)),
  organization: fc.option(grapheme(0, 200)),
  service: fc.option(fc.constantFrom(...SERVICES)),
  message: fc.oneof(grapheme(1, 400), fc.string({ minLength: 1, maxLength: 5000, unit: fc.constantFrom('a', 'é', '😀', '\n', '\r\n', '\t', '<', '&') })),
  locale: fc.constantFrom(...LOCALES),
}, { requiredKeys: ['firstName', 'email', 'message'] });

const utf8 = (s: string) => new TextEncoder().encode(s);
/** A body as a browser's URL-encoded form post: every value as text. */
const urlEncoded = (b: Record<string, unknown>) =>
  utf8(new URLSearchParams(Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString());
const bodyBytes = fc.oneof(
  { weight: 6, arbitrary: contactBody.map((b) => utf8(JSON.stringify(b))) },
  { weight: 3, arbitrary: validishBody.map((b) => utf8(JSON.stringify(b))) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => utf8(JSON.stringify(v) ?? '')) },
  { weight: 1, arbitrary: fc.string().map(utf8) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constant(utf8(JSON.stringify({ message: 'x'.repeat(40_000) }))) },
  { weight: 2, arbitrary: contactBody.map(urlEncoded) },
  { weight: 2, arbitrary: validishBody.map(urlEncoded) },
);

const requestSpec = fc.record({
  method: fc.oneof({ weight: 12, arbitrary: fc.constant('POST') }, fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD')),
  contentType: fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 3, arbitrary: fc.constant('application/x-www-form-urlencoded') },
    fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', '', 'application/jsonx', 'multipart/form-data'),
  ),
  ip: fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 120 }).filter((s) => !/[\r\n\0]/.test(s) && s === s.trim() && /^[\x20-\x7e]*$/.test(s))),
  body: bodyBytes,
});

Deno.test(`fuzz: ${RUNS} generated requests never produce a 5xx`, async () => {
  const db = await freshDb();
  const mailer = recordingMailer();
  // The flood ceiling counts every request of a function: lifted, so that enough of 10,000 are stored.
  const ctx = testContext({ db, mailer, config: testConfig({ RATE_LIMIT_MAX: '3', RATE_LIMIT_FLOOD_MAX: '1000000', RETRY_INTERVAL_SECONDS: '0' }) });
  const contact = createContactHandler(() => Promise.resolve(ctx));
  const newsletter = createNewsletterHandler(() => Promise.resolve(ctx));
  const seen = new Map<number, number>();
  let stored = 0;
  let formPosts = 0;
  try {
    await fc.assert(
      fc.asyncProperty(requestSpec, fc.boolean(), async (spec, toNewsletter) => {
        const hasBody = spec.method !== 'GET' && spec.method !== 'HEAD';
        const headers = new Headers({ 'x-forwarded-for': spec.ip });
        if (spec.contentType) headers.set('content-type', spec.contentType);
        const req = new Request('http://localhost/functions/v1/fn', {
          method: spec.method,
          headers,
          body: hasBody ? spec.body : undefined,
        });
        const useNewsletter = toNewsletter && spec.body.length % 7 === 0;
        const res = await (useNewsletter ? newsletter : contact)(req);
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        assert.ok(res.status < 500, `status ${res.status}`);
        const formPost = spec.method === 'POST' && /^(application\/x-www-form-urlencoded|multipart\/form-data)$/i.test(spec.contentType);
        if (formPost) {
          formPosts++;
          if (res.status === 303) {
            // The site's confirmation page, in the locale the form named (one of the published ones).
            const page = useNewsletter ? '/newsletter/subscribed' : '/contact/sent';
            assert.match(res.headers.get('location') ?? '', new RegExp(`^https://www\\.voltapharma\\.example(/(fr|pt))?${page}$`));
            return;
          }
          assert.ok([400, 413, 422, 429].includes(res.status), `form post status ${res.status}`);
          assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
          const html = await res.text();
          assert.ok(!/<script|<img|<svg|onerror=/i.test(html), 'a value escaped out of its field');
          return;
        }
        assert.equal(res.headers.get('access-control-allow-origin'), '*');
        if (res.status === 204) {
          assert.equal(spec.method, 'OPTIONS');
          return;
        }
        assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
        const body = await res.json();
        if (res.status === 200) {
          assert.equal(body.ok, true);
          if (!useNewsletter && typeof body.id === 'string') {
            const found = await db.query('select 1 from contact_messages where id = $1', [body.id]);
            // Honeypot answers with an unknown id may have stored nothing.
            stored += found.length;
          }
        } else {
          assert.ok(res.status >= 400, `unexpected status ${res.status}`);
          assert.equal(typeof body.error, 'string');
          assert.ok(body.error.length > 0);
          assert.ok(ERROR_CODES.includes(body.code), `unknown code ${body.code}`);
        }
      }),
      { numRuns: RUNS },
    );
    await ctx.settle();
    console.log(`statuses: ${JSON.stringify(Object.fromEntries([...seen].sort()))}; contact rows stored: ${stored}; form posts: ${formPosts}`);
    // The generator must reach the storing path, not only the error paths.
    assert.ok(stored > RUNS / 20, `enough stored submissions (${stored})`);
    assert.ok((seen.get(400) ?? 0) > RUNS / 10, 'enough validation errors');
    assert.ok(formPosts > RUNS / 20, `enough form posts (${formPosts})`);
    assert.ok((seen.get(303) ?? 0) > 0 && (seen.get(422) ?? 0) > 0, 'form posts reach both the redirect and the page');
  } finally {
    await ctx.settle();
    await db.close();
  }
});
