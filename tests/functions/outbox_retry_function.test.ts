/**
 * The outbox-retry function (what Supabase Cron calls): only with the shared secret, with the
 * contact function's delivery code (one Resend call per message, Idempotency-Key by message),
 * bounded per run, and refusing to start without real mail settings. Over a real Postgres
 * server, scheduled by the cron migration: production_postgres.test.ts.
 */
import assert from 'node:assert/strict';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { MailConfigError } from '../../supabase/functions/_shared/config.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { resendMailer } from '../../supabase/functions/_shared/mail-resend.ts';
import { createRetryHandler, RETRY_SECRET_HEADER } from '../../supabase/functions/_shared/retry.ts';
import { freshDb, testConfig, testContext, validContact } from './_helpers.ts';
import { startResendMock } from './_resend_mock.ts';

const SECRET = 'a'.repeat(24) + crypto.randomUUID();

function call(handler: (req: Request) => Promise<Response>, headers: Record<string, string> = {}, method = 'POST') {
  return handler(new Request('http://localhost/functions/v1/outbox-retry', {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'POST' ? '{}' : undefined,
  }));
}

async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = () => {};
  try {
    return await work();
  } finally {
    console.error = original;
  }
}

Deno.test('outbox-retry: secret, method and configuration checks come first', async () => {
  let built = 0;
  const provider = () => {
    built++;
    return Promise.reject(new MailConfigError(['MAIL_FROM is not set (the sender)']));
  };
  const handler = createRetryHandler(provider, mapEnv({ OUTBOX_RETRY_SECRET: SECRET }));

  const get = await call(handler, { [RETRY_SECRET_HEADER]: SECRET }, 'GET');
  assert.equal(get.status, 405);
  const attempts: Record<string, string>[] = [{}, { [RETRY_SECRET_HEADER]: 'wrong' }, { [RETRY_SECRET_HEADER]: `${SECRET}x` }, { authorization: `Bearer ${SECRET}` }];
  for (const headers of attempts) {
    const res = await call(handler, headers);
    assert.equal(res.status, 401, JSON.stringify(headers));
    assert.deepEqual(await res.json(), { error: 'Missing or wrong x-outbox-retry-secret header.' });
  }
  assert.equal(built, 0, 'nothing is set up for a caller without the secret');

  const refused = await quietly(() => call(handler, { [RETRY_SECRET_HEADER]: SECRET }));
  assert.equal(refused.status, 503);
  assert.match((await refused.json()).error, /^MailConfigError: Production mail is not configured: MAIL_FROM is not set/);

  for (const secret of [undefined, '', 'short-secret']) {
    const unset = createRetryHandler(provider, mapEnv({ OUTBOX_RETRY_SECRET: secret }));
    const res = await quietly(() => call(unset, { [RETRY_SECRET_HEADER]: secret ?? '' }));
    assert.equal(res.status, 503);
    assert.match((await res.json()).error, /^OUTBOX_RETRY_SECRET is not set \(at least 32 characters\)/);
  }
});

Deno.test('outbox-retry: delivers what the contact function could not, once, bounded per run', async () => {
  const resend = startResendMock();
  const db = await freshDb();
  const ctx = testContext({
    db,
    mailer: resendMailer({ apiKey: 're_test', baseUrl: resend.url, timeoutMs: 20_000 }),
    config: testConfig({ RETRY_BATCH: '0', RETRY_RUN_MAX: '4' }),
  });
  const contact = createContactHandler(() => Promise.resolve(ctx));
  const retry = createRetryHandler(() => Promise.resolve(ctx), mapEnv({ OUTBOX_RETRY_SECRET: SECRET }));
  try {
    resend.status = 503;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await contact(new Request('http://localhost/functions/v1/send-contact-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: JSON.stringify(validContact({ firstName: `Visitor ${i}` })),
      }));
      ids.push((await res.json()).id);
    }
    // Their back-off has run out.
    await db.query("update contact_messages set next_attempt_at = now() - interval '1 second'");
    resend.status = 200;

    const first = await call(retry, { [RETRY_SECRET_HEADER]: SECRET });
    assert.equal(first.status, 200);
    assert.deepEqual(await first.json(), { ok: true, claimed: 4, sent: 4, failed: 0, deadLetters: 0, statuses: { pending: 2, sent: 4 }, confirmations: { retried: 0, sent: 0 } });
    const second = await call(retry, { [RETRY_SECRET_HEADER]: SECRET });
    assert.deepEqual(await second.json(), { ok: true, claimed: 2, sent: 2, failed: 0, deadLetters: 0, statuses: { sent: 6 }, confirmations: { retried: 0, sent: 0 } });
    const third = await call(retry, { [RETRY_SECRET_HEADER]: SECRET });
    assert.deepEqual(await third.json(), { ok: true, claimed: 0, sent: 0, failed: 0, deadLetters: 0, statuses: { sent: 6 }, confirmations: { retried: 0, sent: 0 } });
    assert.deepEqual([...resend.accepted].sort(), ids.map((id) => `contact-message/${id}`).sort());
  } finally {
    await ctx.settle();
    await resend.close();
    await db.close();
  }
});

Deno.test('outbox-retry: RETRY_RUN_SECONDS stops a slow run between batches', async () => {
  const db = await freshDb();
  let sends = 0;
  const ctx = testContext({
    db,
    mailer: {
      name: 'slow',
      async send() {
        sends++;
        await new Promise((resolve) => setTimeout(resolve, 400));
        return {};
      },
    },
    config: testConfig({ RETRY_RUN_SECONDS: '1', RETRY_RUN_MAX: '100' }),
  });
  try {
    for (let i = 0; i < 12; i++) {
      await db.query(`insert into contact_messages (first_name, email, message) values ('Slow', 'slow@example.com', 'x')`);
    }
    const retry = createRetryHandler(() => Promise.resolve(ctx), mapEnv({ OUTBOX_RETRY_SECRET: SECRET }));
    const res = await call(retry, { [RETRY_SECRET_HEADER]: SECRET });
    const report = await res.json();
    // Batches of 3: the first ends after about 1.2 s, past the 1 s budget, so no second one starts.
    assert.equal(report.claimed, 3);
    assert.equal(sends, 3);
    assert.deepEqual(report.statuses, { pending: 9, sent: 3 });
  } finally {
    await db.close();
  }
});
