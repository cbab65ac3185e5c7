/**
 * subscribe-newsletter in every locale: the page's locale is stored with the address (the
 * language to send the newsletter in), refused when it is not a published locale, and every
 * refusal carries a stable code that the box says in the page's language (src/lib/newsletter.ts,
 * src/site/newsletterFailureText.ts), never the English `error` text. Called as the box calls it:
 * fetch with a JSON body.
 */
import assert from 'node:assert/strict';
import { functionErrorCodes } from '../../src/lib/functionFailure.ts';
import { LOCALES } from '../../supabase/functions/_shared/locales.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import type { PgliteDb } from '../../supabase/functions/_shared/db-pglite.ts';
import { freshDb, must, recordingMailer, testContext } from './_helpers.ts';
import { clientAddresses, type NewsletterServer, startNewsletter } from './_newsletter.ts';

const setup = startNewsletter;
type Setup = NewsletterServer;
/** A distinct client address per call, so the steps do not share a rate-limit window. */
const freshIp = clientAddresses('198.51.100');

/** What the box sends: JSON, from one client address unless told. */
async function subscribe(s: { endpoint: string }, body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(s.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

async function storedLocale(s: Setup, email: string): Promise<unknown> {
  const [row] = await s.db.query<{ locale: string }>('select locale from newsletter_subscribers where lower(email) = lower($1)', [email]);
  return must(row, `the row of ${email}`).locale;
}

Deno.test('subscribe-newsletter stores the locale of the page the reader subscribed on', async (t) => {
  const s = await setup();
  try {
    await t.step('from a French page: stored as fr', async () => {
      const res = await subscribe(s, { email: 'awa.diallo@example.sn', locale: 'fr' });
      assert.deepEqual([res.status, res.body], [200, { ok: true }]);
      assert.equal(await storedLocale(s, 'awa.diallo@example.sn'), 'fr');
    });

    await t.step('every published locale is accepted and stored as sent', async () => {
      for (const locale of LOCALES) {
        const email = `reader.${locale}@example.org`;
        assert.equal((await subscribe(s, { email, locale })).status, 200, locale);
        assert.equal(await storedLocale(s, email), locale);
      }
    });

    await t.step('without a locale (a page from before): stored as en', async () => {
      for (const [i, locale] of [undefined, null, ''].entries()) {
        const email = `older.page.${i}@example.org`;
        assert.equal((await subscribe(s, { email, locale })).status, 200);
        assert.equal(await storedLocale(s, email), 'en');
      }
    });

    await t.step('subscribing again: while pending, the language of the latest request; once confirmed, nothing changes', async () => {
      const res = await subscribe(s, { email: 'Awa.Diallo@example.sn', locale: 'pt' });
      assert.deepEqual(res.body, { ok: true });
      assert.equal(await storedLocale(s, 'awa.diallo@example.sn'), 'pt');
      await s.db.query("update newsletter_subscribers set confirmed_at = now() where lower(email) = 'awa.diallo@example.sn'");
      const again = await subscribe(s, { email: 'awa.diallo@example.sn', locale: 'fr' });
      assert.deepEqual(again.body, { ok: true });
      assert.equal(await storedLocale(s, 'awa.diallo@example.sn'), 'pt');
    });

    await t.step('an unknown locale is refused with the code `locale` (or `notText`); nothing is stored', async () => {
      const [{ n: before }] = (await s.db.query<{ n: number }>('select count(*)::int as n from newsletter_subscribers')) as [{ n: number }];
      for (const [locale, code] of [['de', 'locale'], ['FR', 'locale'], ['fr-FR', 'locale'], [42, 'notText'], [['fr'], 'notText']] as const) {
        const res = await subscribe(s, { email: 'someone.new@example.org', locale });
        assert.equal(res.status, 400, String(locale));
        assert.equal(res.body.code, code, String(locale));
        assert.equal(res.body.field, 'locale');
      }
      const [{ n: after }] = (await s.db.query<{ n: number }>('select count(*)::int as n from newsletter_subscribers')) as [{ n: number }];
      assert.equal(after, before);
    });
  } finally {
    await s.close();
  }
});

Deno.test('every refusal of subscribe-newsletter carries a code the site knows', async (t) => {
  const s = await setup({ ALLOWED_ORIGINS: 'https://www.volta-site-test.com', RATE_LIMIT_MAX: '2' });
  const origin = { origin: 'https://www.volta-site-test.com' };
  const seen = new Set<string>();
  const expectCode = (res: { status: number; body: Record<string, unknown> }, status: number, code: string, detail = '') => {
    assert.equal(res.status, status, `${code} ${detail}`);
    assert.equal(res.body.code, code, detail);
    assert.equal(typeof res.body.error, 'string', 'the English text stays, for developers and logs');
    seen.add(code);
  };
  try {
    await t.step('the address: required, notText, characters, tooLong, email (with `field`, and `max` when too long)', async () => {
      for (const [body, code] of [
        [{}, 'required'],
        [{ email: '   ' }, 'required'],
        [{ email: 7 }, 'notText'],
        [{ email: 'ama\u0001@example.com' }, 'characters'],
        [{ email: `${'a'.repeat(250)}@example.com` }, 'tooLong'],
        [{ email: 'ama@example' }, 'email'],
        [{ email: 'a@b.c1' }, 'email'],
      ] as const) {
        const res = await subscribe(s, body, { headers: origin });
        expectCode(res, 400, code, JSON.stringify(body));
        assert.equal(res.body.field, 'email');
        if (code === 'tooLong') assert.equal(res.body.max, 254);
      }
    });

    await t.step('the request: badRequest, originRefused, methodNotAllowed, unsupportedMediaType, tooLarge', async () => {
      expectCode(await subscribe(s, '{"email":', { headers: origin }), 400, 'badRequest');
      expectCode(await subscribe(s, '["ama@example.com"]', { headers: origin }), 400, 'badRequest');
      expectCode(await subscribe(s, { email: 'ama@example.com' }, { headers: { origin: 'https://elsewhere.example' } }), 403, 'originRefused');
      const get = await fetch(s.endpoint, { headers: origin });
      expectCode({ status: get.status, body: await get.json() }, 405, 'methodNotAllowed');
      const text = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'text/plain', ...origin }, body: 'email=ama@example.com' });
      expectCode({ status: text.status, body: await text.json() }, 415, 'unsupportedMediaType');
      expectCode(await subscribe(s, { email: 'ama@example.com', padding: 'x'.repeat(40_000) }, { headers: origin }), 413, 'tooLarge');
    });

    await t.step('the rate limit: rateLimited, with its scope and the wait in seconds (body and Retry-After)', async () => {
      const ip = freshIp();
      for (let i = 0; i < 2; i++) assert.equal((await subscribe(s, { email: `reader${i}@example.com` }, { ip, headers: origin })).status, 200);
      const res = await subscribe(s, { email: 'reader9@example.com' }, { ip, headers: origin });
      expectCode(res, 429, 'rateLimited');
      assert.equal(res.body.scope, 'client');
      assert.ok(Number(res.body.retryAfter) > 0);
      assert.equal(res.headers.get('retry-after'), String(res.body.retryAfter));
    });

    await t.step('our side: unavailable, 503 without a database and 500 when it fails on the way', async () => {
      const originalError = console.error;
      console.error = () => {};
      try {
        const noDb = createNewsletterHandler(() => Promise.reject(new Error('db down')));
        const down = await noDb(new Request('http://x/functions/v1/subscribe-newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ama@example.com', locale: 'fr' }),
        }));
        expectCode({ status: down.status, body: await down.json() }, 503, 'unavailable');

        const failing = { query: () => Promise.reject(new Error('connection lost')) } as unknown as PgliteDb;
        const ctx = testContext({ db: failing, mailer: recordingMailer() });
        const broken = createNewsletterHandler(() => Promise.resolve(ctx));
        const lost = await broken(new Request('http://x/functions/v1/subscribe-newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
          body: JSON.stringify({ email: 'ama@example.com', locale: 'fr' }),
        }));
        expectCode({ status: lost.status, body: await lost.json() }, 500, 'unavailable');
      } finally {
        console.error = originalError;
      }
    });

    await t.step('each code is one the site says in the visitor\'s language (src/lib/functionFailure.ts)', () => {
      for (const code of seen) assert.ok((functionErrorCodes as readonly string[]).includes(code), code);
    });
  } finally {
    await s.close();
  }
});

Deno.test('the database holds newsletter_subscribers.locale to the published locales', async (t) => {
  const db = await freshDb();
  const insert = (email: string, locale?: string | null) =>
    db.query<{ locale: string }>(
      locale === undefined
        ? 'insert into newsletter_subscribers (email) values ($1) returning locale'
        : 'insert into newsletter_subscribers (email, locale) values ($1, $2) returning locale',
      locale === undefined ? [email] : [email, locale],
    );
  try {
    await t.step('the CHECK constraint lists exactly the function\'s published locales (src/i18n/locales.ts)', async () => {
      const [row] = await db.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'newsletter_subscribers_locale_check'`,
      );
      const listed = [...must(row, 'the constraint').def.matchAll(/'([^']+)'/g)].map((match) => match[1]);
      assert.deepEqual(listed.sort(), [...LOCALES].sort(), 'a new locale needs a migration replacing the constraint');
    });

    await t.step('each published locale is accepted; a row without one is English', async () => {
      for (const locale of LOCALES) assert.equal((await insert(`check.${locale}@example.org`, locale))[0]?.locale, locale);
      assert.equal((await insert('check.none@example.org'))[0]?.locale, 'en');
    });

    await t.step('anything else is refused by the database too', async () => {
      for (const locale of ['de', 'FR', '', 'en-GB']) {
        await assert.rejects(insert(`refused.${locale || 'empty'}@example.org`, locale), /newsletter_subscribers_locale_check/, locale);
      }
      await assert.rejects(insert('refused.null@example.org', null), /null value/);
    });
  } finally {
    await db.close();
  }
});
