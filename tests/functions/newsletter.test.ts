/** subscribe-newsletter over supabase-js, on PGlite. */
import assert from 'node:assert/strict';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { errorBody, freshDb, recordingMailer, startServer, testConfig, testContext } from './_helpers.ts';

const NAME = 'subscribe-newsletter';

Deno.test('subscribe-newsletter', async (t) => {
  const db = await freshDb();
  const ctx = testContext({ db, mailer: recordingMailer(), config: testConfig() });
  const server = startServer({ [NAME]: createNewsletterHandler(() => Promise.resolve(ctx)) });
  const invoke = (body: unknown, ip = '203.0.113.10', method?: 'GET') =>
    server.client.functions.invoke(NAME, { body: body as Record<string, unknown>, method, headers: { 'x-forwarded-for': ip } });
  try {
    await t.step('new address: 200 { ok: true }, stored once', async () => {
      const { data, error } = await invoke({ email: 'Kwame.Asante@Example.com' });
      assert.equal(error, null);
      assert.deepEqual(data, { ok: true });
      const rows = await db.query<{ email: string }>('select email from newsletter_subscribers');
      assert.deepEqual(rows, [{ email: 'Kwame.Asante@Example.com' }]);
    });

    await t.step('same address again (any case): the same answer (nothing says it is known), no second row', async () => {
      const { data, error } = await invoke({ email: 'kwame.asante@example.COM' }, '203.0.113.11');
      assert.equal(error, null);
      assert.deepEqual(data, { ok: true });
      const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from newsletter_subscribers') as [{ n: number }];
      assert.equal(n, 1);
    });

    await t.step('invalid input: 400 with a clear message and CORS', async () => {
      for (const [body, message] of [
        [{}, 'Email address is required.'],
        [{ email: 'not-an-address' }, 'Please enter a valid email address.'],
        [{ email: 'x@y' }, 'Please enter a valid email address.'],
        [{ email: 7 }, 'Email address must be text.'],
        [{ email: `${'a'.repeat(250)}@example.com` }, 'Email address must be at most 254 characters.'],
      ] as const) {
        const { error } = await invoke(body, '203.0.113.12');
        const res = await errorBody(error);
        assert.equal(res.status, 400);
        assert.equal(res.body.error, message);
        assert.equal(res.headers.get('access-control-allow-origin'), '*');
      }
    });

    await t.step('405 and 415', async () => {
      assert.equal((await errorBody((await invoke(undefined, '203.0.113.13', 'GET')).error)).status, 405);
      assert.equal((await errorBody((await invoke('email=a@b.example', '203.0.113.13')).error)).status, 415);
    });

    await t.step('honeypot: success, nothing stored', async () => {
      const { data, error } = await invoke({ email: 'bot@spam.example', website: 'buy now' }, '203.0.113.14');
      assert.equal(error, null);
      assert.deepEqual(data, { ok: true });
      assert.equal((await db.query("select 1 from newsletter_subscribers where email = 'bot@spam.example'")).length, 0);
    });

    await t.step('rate limit: 429 after 5 attempts from one client', async () => {
      for (let i = 0; i < 5; i++) {
        const { error } = await invoke({ email: `reader${i}@example.com` }, '203.0.113.15');
        assert.equal(error, null);
      }
      const res = await errorBody((await invoke({ email: 'reader9@example.com' }, '203.0.113.15')).error);
      assert.equal(res.status, 429);
      assert.match(String(res.body.error), /^Too many sign-up attempts from your network\. Please try again in \d+ (seconds|minutes)\.$/);
      assert.ok(Number(res.headers.get('retry-after')) > 0);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
    });
  } finally {
    await ctx.settle();
    await server.close();
    await db.close();
  }
});
