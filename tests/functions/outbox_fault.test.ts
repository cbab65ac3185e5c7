/**
 * Fault injection: while mail is down every submission is still stored (pending); after
 * recovery the retry delivers each message exactly once, even with concurrent workers,
 * and neither the opportunistic retry nor `npm run outbox:retry` drops or repeats one. Retries
 * are capped: a message that failed MAIL_MAX_ATTEMPTS times becomes a kept dead letter.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { resendMailer } from '../../supabase/functions/_shared/mail-resend.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { retryPending } from '../../supabase/functions/_shared/outbox.ts';
import { createRetryHandler, RETRY_SECRET_HEADER } from '../../supabase/functions/_shared/retry.ts';
import { childEnv, freshDb, must, ROOT, testConfig, testContext, validContact } from './_helpers.ts';
import { startResendMock } from './_resend_mock.ts';

const RETRY_SECRET = crypto.randomUUID() + crypto.randomUUID();

function post(body: unknown, ip: string): Request {
  return new Request('http://localhost/functions/v1/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

async function statuses(db: { query: <T>(sql: string, p?: unknown[]) => Promise<T[]> }) {
  const rows = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from contact_messages group by status order by status',
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

function assertEachOnce(keys: string[], ids: string[]) {
  assert.equal(keys.length, ids.length, `${keys.length} e-mails accepted for ${ids.length} messages`);
  assert.deepEqual([...keys].sort(), ids.map((id) => `contact-message/${id}`).sort());
}

Deno.test('mail outage: stored as pending, then delivered exactly once', async (t) => {
  const N = 30;
  const resend = startResendMock();
  const mailer = resendMailer({ apiKey: 're_test', baseUrl: resend.url, timeoutMs: 20_000 });
  const db = await freshDb();
  // RETRY_BATCH=0: no opportunistic retry in this test, only explicit workers.
  const ctx = testContext({ db, mailer, config: testConfig({ RETRY_BATCH: '0' }) });
  const handler = createContactHandler(() => Promise.resolve(ctx));
  try {
    const ids: string[] = [];
    await t.step(`${N} submissions during the outage all succeed and are stored pending`, async () => {
      resend.status = 503;
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => handler(post(validContact({ firstName: `Visitor ${i}` }), `192.0.2.${i + 1}`))),
      );
      for (const res of answers) {
        assert.equal(res.status, 200);
        const body = await res.json();
        assert.equal(body.ok, true);
        ids.push(body.id);
      }
      assert.equal(new Set(ids).size, N);
      assert.deepEqual(await statuses(db), { pending: N });
      const rows = await db.query<{ attempts: number; last_error: string }>('select attempts, last_error from contact_messages');
      for (const r of rows) {
        assert.equal(r.attempts, 1);
        assert.match(r.last_error, /Resend answered 503/);
      }
      assert.equal(resend.accepted.length, 0);
    });

    await t.step('a retry while still down keeps every message, with back-off', async () => {
      const report = await retryPending(ctx, { max: 1000, ignoreSchedule: true });
      assert.deepEqual(report, { claimed: N, sent: 0, failed: N });
      assert.deepEqual(await statuses(db), { pending: N });
      const [{ min_attempts, due }] = await db.query<{ min_attempts: number; due: number }>(
        'select min(attempts)::int as min_attempts, count(*) filter (where next_attempt_at <= now())::int as due from contact_messages',
      ) as [{ min_attempts: number; due: number }];
      assert.equal(min_attempts, 2);
      assert.equal(due, 0, 'nothing is due before its back-off');
      // A scheduled (non --all) run now finds nothing due.
      assert.deepEqual(await retryPending(ctx, { max: 1000 }), { claimed: 0, sent: 0, failed: 0 });
    });

    await t.step('after recovery two concurrent workers deliver each message exactly once', async () => {
      resend.status = 200;
      const [a, b] = await Promise.all([
        retryPending(ctx, { max: 1000, batch: 4, ignoreSchedule: true }),
        retryPending(ctx, { max: 1000, batch: 4, ignoreSchedule: true }),
      ]);
      assert.equal(a.sent + b.sent, N);
      assert.ok(a.sent > 0 && b.sent > 0, `both workers took part (${a.sent} + ${b.sent})`);
      assert.equal(a.failed + b.failed, 0);
      assertEachOnce(resend.accepted, ids);
      assert.deepEqual(await statuses(db), { sent: N });
      const rows = await db.query<{ n: number }>(
        "select count(*)::int as n from contact_messages where sent_at is not null and last_error is null and attempts = 3 and locked_until is null",
      );
      assert.equal(rows[0]?.n, N);
      // Nothing left: another run sends nothing.
      assert.deepEqual(await retryPending(ctx, { max: 1000, ignoreSchedule: true }), { claimed: 0, sent: 0, failed: 0 });
      assert.equal(resend.accepted.length, N);
    });

    await t.step('a message left "sending" by a crashed instance is taken over after its lease', async () => {
      const [expired] = await db.query<{ id: string }>(
        `insert into contact_messages (first_name, email, message, status, attempts, locked_until)
         values ('Crashed', 'c@example.com', 'x', 'sending', 1, now() - interval '1 second') returning id`,
      );
      const [held] = await db.query<{ id: string }>(
        `insert into contact_messages (first_name, email, message, status, attempts, locked_until)
         values ('Busy', 'b@example.com', 'x', 'sending', 1, now() + interval '5 minutes') returning id`,
      );
      const report = await retryPending(ctx, { max: 10 });
      assert.deepEqual(report, { claimed: 1, sent: 1, failed: 0 });
      assert.equal(resend.accepted.at(-1), `contact-message/${expired?.id}`);
      const [row] = await db.query<{ status: string }>('select status from contact_messages where id = $1', [held?.id]);
      assert.equal(row?.status, 'sending', 'a live lease is respected');
      await db.query("delete from contact_messages where id = $1", [held?.id]);
    });
  } finally {
    await ctx.settle();
    await resend.close();
    await db.close();
  }
});

Deno.test('opportunistic retry: later requests deliver older messages, bounded', async () => {
  const resend = startResendMock();
  const mailer = resendMailer({ apiKey: 're_test', baseUrl: resend.url, timeoutMs: 20_000 });
  const db = await freshDb();
  const ctx = testContext({ db, mailer, config: testConfig({ RETRY_BATCH: '3', RETRY_INTERVAL_SECONDS: '0' }) });
  const handler = createContactHandler(() => Promise.resolve(ctx));
  try {
    resend.status = 503;
    const stuck: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await handler(post(validContact(), `192.0.2.${100 + i}`));
      stuck.push((await res.json()).id);
    }
    await ctx.settle();
    assert.deepEqual(await statuses(db), { pending: 5 });
    // Pretend their back-off has run out.
    await db.query("update contact_messages set next_attempt_at = now() - interval '1 second'");

    resend.status = 200;
    const first = await (await handler(post(validContact(), '192.0.2.150'))).json();
    await ctx.settle();
    assert.deepEqual(await statuses(db), { pending: 2, sent: 4 }, 'own message + 3 older ones');
    const second = await (await handler(post(validContact(), '192.0.2.151'))).json();
    await ctx.settle();
    assert.deepEqual(await statuses(db), { sent: 7 });
    assertEachOnce(resend.accepted, [...stuck, first.id, second.id]);
  } finally {
    await ctx.settle();
    await resend.close();
    await db.close();
  }
});

Deno.test('npm run outbox:retry (scripts/outbox-retry.ts) delivers pending messages of the local database', async () => {
  const resend = startResendMock();
  const dataDir = await Deno.makeTempDir({ prefix: 'outbox-retry-' });
  try {
    // Store three messages while mail is down, in an on-disk local database.
    resend.status = 503;
    let db = await freshDb(join(dataDir, 'pglite'));
    const ctx = testContext({
      db,
      mailer: resendMailer({ apiKey: 're_test', baseUrl: resend.url, timeoutMs: 20_000 }),
      config: testConfig({ RETRY_BATCH: '0' }),
    });
    const handler = createContactHandler(() => Promise.resolve(ctx));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await handler(post(validContact(), `192.0.2.${200 + i}`))).json()).id);

    const run = async () => {
      const out = await new Deno.Command(Deno.execPath(), {
        args: ['run', '-A', join(ROOT, 'scripts/outbox-retry.ts'), '--all', '--data-dir', dataDir],
        cwd: ROOT,
        env: childEnv({ RESEND_API_KEY: 're_test', RESEND_API_URL: resend.url, CLIENT_HASH_SECRET: 'x' }),
        clearEnv: true,
        stdout: 'piped',
        stderr: 'piped',
      }).output();
      return { code: out.code, stdout: new TextDecoder().decode(out.stdout), stderr: new TextDecoder().decode(out.stderr) };
    };

    // While this process holds the database, the script refuses to open it.
    const locked = await run();
    assert.equal(locked.code, 2, locked.stdout + locked.stderr);
    assert.match(locked.stderr, /is in use by process \d+/);
    await db.close();

    resend.status = 200;
    const ok = await run();
    assert.equal(ok.code, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, /tried 3: sent 3, failed 0/);
    assert.match(ok.stdout, /"sent":3/);
    assertEachOnce(resend.accepted, ids);

    const again = await run();
    assert.equal(again.code, 0);
    assert.match(again.stdout, /tried 0: sent 0, failed 0/);
    assert.equal(resend.accepted.length, 3);

    db = await freshDb(join(dataDir, 'pglite'));
    assert.deepEqual(await statuses(db), { sent: 3 });
    await db.close();
  } finally {
    await resend.close();
    await Deno.remove(dataDir, { recursive: true });
  }
});

/** A logger that keeps every line, to look for the events the deployer is told about. */
function recordingLog() {
  const lines: { level: string; event: string; data: Record<string, unknown> }[] = [];
  const at = (level: string) => (event: string, data: Record<string, unknown> = {}) => void lines.push({ level, event, data });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

Deno.test('retries are capped: after 10 failed attempts over about three days, a dead letter that is kept and reported', async () => {
  const resend = startResendMock();
  const mailer = resendMailer({ apiKey: 're_test', baseUrl: resend.url, timeoutMs: 20_000 });
  const db = await freshDb();
  const { lines, log } = recordingLog();
  // The defaults: MAIL_MAX_ATTEMPTS is not set.
  const ctx = testContext({ db, mailer, log, config: testConfig({ RETRY_BATCH: '0' }) });
  const handler = createContactHandler(() => Promise.resolve(ctx));
  const retry = createRetryHandler(() => Promise.resolve(ctx), mapEnv({ OUTBOX_RETRY_SECRET: RETRY_SECRET }));
  const callRetry = async () => {
    const res = await retry(new Request('http://localhost/functions/v1/outbox-retry', { method: 'POST', headers: { [RETRY_SECRET_HEADER]: RETRY_SECRET }, body: '{}' }));
    assert.equal(res.status, 200);
    return await res.json();
  };
  try {
    resend.status = 503;
    const { id } = await (await handler(post(validContact(), '192.0.2.77'))).json();
    const row = async () => must((await db.query<{ status: string; attempts: number; last_error: string; wait: number; locked_until: string | null }>(
      `select status, attempts, last_error, locked_until,
              extract(epoch from next_attempt_at - last_attempt_at)::int as wait
         from contact_messages where id = $1`, [id]))[0], 'the message');

    // Each failure waits longer; the message is retried only once its wait has run out.
    const waits: number[] = [];
    for (let attempt = 1; attempt < 10; attempt++) {
      const r = await row();
      assert.deepEqual([r.status, r.attempts], ['pending', attempt]);
      waits.push(r.wait);
      assert.deepEqual(await retryPending(ctx, { max: 10 }), { claimed: 0, sent: 0, failed: 0 }, 'not due before its back-off');
      await db.query("update contact_messages set next_attempt_at = now() - interval '1 second' where id = $1", [id]);
      assert.deepEqual(await retryPending(ctx, { max: 10 }), { claimed: 1, sent: 0, failed: 1 });
    }
    // 1 min, 4 min, 16 min, 64 min, 256 min, then 16 h: nine waits, about three days in all.
    assert.deepEqual(waits.map((w) => Math.round(w / 60)), [1, 4, 16, 64, 256, 960, 960, 960, 960]);
    const total = waits.reduce((a, b) => a + b, 0) / 3600;
    assert.ok(total > 66 && total < 78, `the ten attempts span ${total.toFixed(1)} h`);

    // The tenth failure: a dead letter, kept with its error, never claimed again.
    const dead = await row();
    assert.equal(dead.status, 'failed');
    assert.equal(dead.attempts, 10);
    assert.match(dead.last_error, /Resend answered 503/);
    assert.equal(dead.locked_until, null);
    assert.equal(resend.requests.length, 10, 'exactly ten attempts');
    assert.deepEqual(await retryPending(ctx, { max: 10, ignoreSchedule: true }), { claimed: 0, sent: 0, failed: 0 });
    assert.equal(resend.requests.length, 10);

    const deadLetters = lines.filter((l) => l.event === 'contact.dead_letter');
    assert.equal(deadLetters.length, 1);
    assert.equal(deadLetters[0]?.level, 'error');
    assert.equal(deadLetters[0]?.data.id, id);
    assert.match(String(deadLetters[0]?.data.lastError), /Resend answered 503/);

    // outbox-retry (the cron job's answer in net._http_response) says so on every run.
    resend.status = 200;
    const answer = await callRetry();
    assert.equal(answer.deadLetters, 1);
    assert.deepEqual(answer.statuses, { failed: 1 });
    assert.equal(answer.claimed, 0);
    assert.match(answer.warning, /1 message\(s\) could not be delivered after every attempt/);
    assert.equal(lines.filter((l) => l.event === 'outbox_retry.dead_letters' && l.level === 'error').length, 1);

    // The re-queue line of the README sends it once more, and then it is delivered.
    const readme = await Deno.readTextFile(join(ROOT, 'supabase/functions/README.md'));
    const requeue = must(/^(update public\.contact_messages set status = 'pending'.*)$/m.exec(readme)?.[1], 'the re-queue line in the README');
    await db.query(requeue.replace('<id>', id));
    const after = await callRetry();
    assert.deepEqual([after.sent, after.deadLetters, after.statuses], [1, 0, { sent: 1 }]);
    assert.equal(after.warning, undefined);
    assert.deepEqual(resend.accepted, [`contact-message/${id}`]);
  } finally {
    await ctx.settle();
    await resend.close();
    await db.close();
  }
});

Deno.test('MAIL_MAX_ATTEMPTS=1: the first failure is already a dead letter', async () => {
  const resend = startResendMock();
  const db = await freshDb();
  const ctx = testContext({ db, mailer: resendMailer({ apiKey: 're_test', baseUrl: resend.url, timeoutMs: 20_000 }), config: testConfig({ RETRY_BATCH: '0', MAIL_MAX_ATTEMPTS: '1' }) });
  try {
    resend.status = 500;
    const res = await createContactHandler(() => Promise.resolve(ctx))(post(validContact(), '192.0.2.78'));
    assert.equal(res.status, 200, 'the visitor is told it is stored: it is');
    assert.deepEqual(await statuses(db), { failed: 1 });
  } finally {
    await ctx.settle();
    await resend.close();
    await db.close();
  }
});
