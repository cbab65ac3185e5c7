/**
 * The deployed functions' configuration: which database URL they use, and that no mail path
 * (first send, retry function, retry script) ever mails from or to the `.example` placeholders
 * in production. The same paths over a real Postgres server: production_postgres.test.ts.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  isPlaceholderAddress,
  loadConfig,
  MailConfigError,
  productionMailProblems,
} from '../../supabase/functions/_shared/config.ts';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { databaseUrl } from '../../supabase/functions/_shared/db-postgres.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import type { Logger } from '../../supabase/functions/_shared/log.ts';
import { createProductionContext } from '../../supabase/functions/_shared/production.ts';
import { childEnv, freshDb, PRODUCTION_MAIL, ROOT, validContact } from './_helpers.ts';

/** Never connected to: postgres.js connects on the first query only. */
const UNUSED_DB = 'postgres://nobody:nothing@127.0.0.1:9/none';

function recordingLogger() {
  const lines: Array<{ level: string; event: string; data?: Record<string, unknown> }> = [];
  const log: Logger = {
    info: (event, data) => void lines.push({ level: 'info', event, data }),
    warn: (event, data) => void lines.push({ level: 'warn', event, data }),
    error: (event, data) => void lines.push({ level: 'error', event, data }),
  };
  return { lines, log };
}

Deno.test('placeholder addresses: the reserved documentation and test domains', () => {
  for (const address of ['hello@voltapharma.example', 'Name <no-reply@voltapharma.example>', 'a@example.com', 'a@mail.example.org', 'a@b.test', 'a@b.invalid', 'a@localhost']) {
    assert.equal(isPlaceholderAddress(address), true, address);
  }
  for (const address of ['hello@voltapharma.com', 'Name <a@voltapharma.com.gh>', 'a@notexample.com', 'a@example.company']) {
    assert.equal(isPlaceholderAddress(address), false, address);
  }
});

Deno.test('productionMailProblems names every missing or placeholder setting', () => {
  const unset = mapEnv({});
  assert.deepEqual(productionMailProblems(unset, loadConfig(unset)), [
    'MAIL_FROM is not set (the sender, on a domain verified with Resend; the built-in Volta Pharma Website <no-reply@voltapharma.example> is a placeholder)',
    'CONTACT_TO is not set (the inbox that receives the messages; the built-in hello@voltapharma.example is a placeholder)',
    'no mail transport (set RESEND_API_KEY)',
  ]);
  const placeholders = mapEnv({ MAIL_FROM: 'Site <site@volta.example>', CONTACT_TO: 'inbox@example.com', SMTP_URL: 'smtps://x' });
  assert.deepEqual(productionMailProblems(placeholders, loadConfig(placeholders)), [
    'MAIL_FROM is a placeholder address (Site <site@volta.example>); set the sender, on a domain verified with Resend',
    'CONTACT_TO is a placeholder address (inbox@example.com); set the inbox that receives the messages',
  ]);
  const real = mapEnv(PRODUCTION_MAIL);
  assert.deepEqual(productionMailProblems(real, loadConfig(real)), []);
});

Deno.test('database: DB_POOLER_URL first, then SUPABASE_DB_URL; direct connections are logged', async () => {
  assert.deepEqual(databaseUrl(mapEnv({ DB_POOLER_URL: 'postgres://pooler', SUPABASE_DB_URL: 'postgres://direct' })), {
    url: 'postgres://pooler',
    source: 'DB_POOLER_URL',
  });
  assert.deepEqual(databaseUrl(mapEnv({ DB_POOLER_URL: ' ', SUPABASE_DB_URL: 'postgres://direct' })), {
    url: 'postgres://direct',
    source: 'SUPABASE_DB_URL',
  });
  assert.throws(() => databaseUrl(mapEnv({})), /No database: set DB_POOLER_URL/);

  const direct = recordingLogger();
  const ctx = await createProductionContext(mapEnv({ ...PRODUCTION_MAIL, SUPABASE_DB_URL: UNUSED_DB, RATE_LIMIT_SALT: 's' }), 'required', direct.log);
  await ctx.db.close();
  assert.deepEqual(direct.lines.map((l) => l.event), ['config.direct_database_connection']);
  const pooled = recordingLogger();
  const ctx2 = await createProductionContext(mapEnv({ ...PRODUCTION_MAIL, DB_POOLER_URL: UNUSED_DB, RATE_LIMIT_SALT: 's' }), 'required', pooled.log);
  await ctx2.db.close();
  assert.deepEqual(pooled.lines, []);
});

Deno.test('retry path ("required"): refuses to start without real addresses, with a clear error', async () => {
  for (const env of [{}, { MAIL_FROM: 'Site <site@volta.example>', CONTACT_TO: 'hello@voltapharma.example', RESEND_API_KEY: 're_x' }]) {
    await assert.rejects(
      createProductionContext(mapEnv({ ...env, DB_POOLER_URL: UNUSED_DB }), 'required', recordingLogger().log),
      (err: unknown) => {
        assert.ok(err instanceof MailConfigError);
        assert.match(err.message, /^Production mail is not configured: MAIL_FROM .*; CONTACT_TO .*supabase secrets set/);
        return true;
      },
    );
  }
});

Deno.test('first send ("store-only"): the message is stored as pending, never mailed from a placeholder', async () => {
  const sent: unknown[] = [];
  const resend = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    sent.push(await req.json());
    return Response.json({ id: 'should-not-happen' });
  });
  const db = await freshDb();
  const { lines, log } = recordingLogger();
  try {
    const env = mapEnv({ RESEND_API_KEY: 're_test', RESEND_API_URL: `http://127.0.0.1:${resend.addr.port}`, DB_POOLER_URL: UNUSED_DB, RATE_LIMIT_SALT: 's' });
    const production = await createProductionContext(env, 'store-only', log);
    await production.db.close();
    assert.equal(production.mailer.name, 'none');
    // Without SITE_URL, the site's origin is the placeholder of src/content/site.ts: said too.
    assert.deepEqual(lines.map((l) => [l.level, l.event]), [['error', 'config.mail_refused'], ['warn', 'config.placeholder_site_url']]);
    assert.match(String(lines[0]?.data?.reason), /^Production mail is not configured: MAIL_FROM is not set/);

    const handler = createContactHandler(() => Promise.resolve({ ...production, db }));
    const res = await handler(new Request('http://localhost/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify(validContact()),
    }));
    assert.equal(res.status, 200);
    const { id } = await res.json();
    const [row] = await db.query<{ status: string; last_error: string }>('select status, last_error from contact_messages where id = $1', [id]);
    assert.equal(row?.status, 'pending');
    assert.match(row?.last_error ?? '', /Production mail is not configured: MAIL_FROM is not set/);
    assert.deepEqual(sent, []);
  } finally {
    await db.close();
    await resend.shutdown();
  }
});

Deno.test('npm run outbox:retry against a Postgres URL refuses placeholder addresses before connecting', async () => {
  const dataDir = await Deno.makeTempDir({ prefix: 'outbox-retry-config-' });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', join(ROOT, 'scripts/outbox-retry.ts'), '--data-dir', dataDir],
      cwd: ROOT,
      env: childEnv({ DATABASE_URL: UNUSED_DB, RESEND_API_KEY: 're_test', RATE_LIMIT_SALT: 'x' }),
      clearEnv: true,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    const stderr = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 2, stderr);
    assert.match(stderr, /outbox retry failed: MailConfigError: Production mail is not configured: MAIL_FROM is not set .*CONTACT_TO is not set/);
    assert.doesNotMatch(stderr, /ECONNREFUSED|connect/);
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});
