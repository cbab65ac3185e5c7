/**
 * The deployed functions' configuration: which database URL they use, that they refuse to
 * start (fail closed, one error naming every variable) on open origins, missing, short or
 * placeholder secrets, the renamed RATE_LIMIT_SALT and placeholder mail addresses, and that no
 * mail path (first send, retry function, retry script) ever mails from or to the `.example`
 * placeholders. The same paths over a real Postgres server: production_postgres.test.ts.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DEV_CLIENT_HASH_SECRET,
  isPlaceholderAddress,
  loadConfig,
  productionMailProblems,
} from '../../supabase/functions/_shared/config.ts';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { lazyContext } from '../../supabase/functions/_shared/context.ts';
import { databaseUrl } from '../../supabase/functions/_shared/db-postgres.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import type { Logger } from '../../supabase/functions/_shared/log.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { createProductionContext } from '../../supabase/functions/_shared/production.ts';
import { allowedOriginsProblem, ProductionConfigError, secretProblem } from '../../supabase/functions/_shared/secrets.ts';
import { childEnv, PRODUCTION_MAIL, PRODUCTION_SECRETS, ROOT, validContact } from './_helpers.ts';

/** Never connected to: postgres.js connects on the first query only. */
const UNUSED_DB = 'postgres://nobody:nothing@127.0.0.1:9/none';

/** Everything production needs, so each test can break one thing. */
const READY: Record<string, string | undefined> = { ...PRODUCTION_MAIL, ...PRODUCTION_SECRETS, DB_POOLER_URL: UNUSED_DB };

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
  const ctx = await createProductionContext(mapEnv({ ...READY, DB_POOLER_URL: undefined, SUPABASE_DB_URL: UNUSED_DB }), 'required', direct.log);
  await ctx.db.close();
  assert.deepEqual(direct.lines.map((l) => l.event), ['config.direct_database_connection', 'config.placeholder_site_url']);
  const pooled = recordingLogger();
  const ctx2 = await createProductionContext(mapEnv({ ...READY, SITE_URL: 'https://www.volta-pharma-test.com' }), 'required', pooled.log);
  await ctx2.db.close();
  assert.deepEqual(pooled.lines, []);
});

/** The problems createProductionContext refuses to start with, or [] when it starts. */
async function refusal(env: Record<string, string | undefined>, mail: 'required' | 'none' = 'required'): Promise<string[]> {
  try {
    const ctx = await createProductionContext(mapEnv(env), mail, recordingLogger().log);
    await ctx.db.close();
    return [];
  } catch (err) {
    assert.ok(err instanceof ProductionConfigError, String(err));
    assert.match(err.message, /^Production is not configured: .*Set them with `supabase secrets set`/);
    return err.problems;
  }
}

Deno.test('production starts when every secret is set, for every function', async () => {
  assert.deepEqual(await refusal(READY), []);
  assert.deepEqual(await refusal(READY, 'none'), []);
});

Deno.test('production refuses to start with nothing set, naming every variable in one error', async () => {
  const problems = await refusal({ DB_POOLER_URL: UNUSED_DB });
  const named = problems.map((p) => p.split(' ')[0]);
  assert.deepEqual(named, ['ALLOWED_ORIGINS', 'CLIENT_HASH_SECRET', 'NEWSLETTER_SIGNING_SECRET', 'OUTBOX_RETRY_SECRET', 'MAIL_FROM', 'CONTACT_TO', 'no']);
  assert.match(problems[1] ?? '', /CLIENT_HASH_SECRET is not set \(at least 32 random characters: `openssl rand -hex 32`\)/);
  // The function that sends no mail checks the same settings: one set for every function.
  assert.deepEqual(await refusal({ DB_POOLER_URL: UNUSED_DB }, 'none'), problems);
});

Deno.test('ALLOWED_ORIGINS: unset, *, null or anything but https origins is refused', async () => {
  for (const value of [undefined, '', ' ', '*', 'null', 'https://www.volta-pharma-test.com, null', 'https://www.volta-pharma-test.com/contact', 'http://www.volta-pharma-test.com', 'www.volta-pharma-test.com', 'https://a.com,,https://b.com']) {
    const problems = await refusal({ ...READY, ALLOWED_ORIGINS: value });
    assert.equal(problems.length, 1, `${value}: ${problems.join(' / ')}`);
    assert.match(problems[0] ?? '', /^ALLOWED_ORIGINS (is not set|must list https origins only)/, String(value));
  }
  assert.equal(allowedOriginsProblem('https://www.volta-pharma-test.com, https://volta-pharma-test.com/'), null);
  assert.match(allowedOriginsProblem('*, https://a.com') ?? '', /"\*"/);
});

Deno.test('secrets: missing, short, a known placeholder or repetitive is refused; each named', async () => {
  const bad = [
    undefined,
    '',
    'change-me-to-a-long-random-string',
    'volta-contact-rate-limit-default-salt',
    DEV_CLIENT_HASH_SECRET,
    'change-me-please-to-something-long-enough-ok',
    'CHANGEME0123456789abcdefghijklmnopqrstuv',
    'a'.repeat(64),
    'abcabcabcabcabcabcabcabcabcabcabcabc',
    '0123456701234567012345670123456701234567',
    'your-secret-value-goes-here-0123456789abcdef',
    '8f2b1c9d4e7a',
  ];
  for (const name of ['CLIENT_HASH_SECRET', 'NEWSLETTER_SIGNING_SECRET', 'OUTBOX_RETRY_SECRET']) {
    for (const value of bad) {
      const problems = await refusal({ ...READY, [name]: value });
      assert.equal(problems.length, 1, `${name}=${value}: ${problems.join(' / ')}`);
      assert.match(problems[0] ?? '', new RegExp(`^${name} (is not set|is a placeholder|is too short)`), `${name}=${value}`);
    }
  }
  assert.match(secretProblem('X', '8f2b1c9d4e7a') ?? '', /^X is too short \(12 characters/);
  assert.equal(secretProblem('X', '3f0e9a4c7b2d18e65a9c0f3b7d1e4a28c6b9f0e3d7a1c4b8'), null);
  // One secret per purpose.
  const same = await refusal({ ...READY, NEWSLETTER_SIGNING_SECRET: PRODUCTION_SECRETS.CLIENT_HASH_SECRET });
  assert.deepEqual(same, ['NEWSLETTER_SIGNING_SECRET must differ from CLIENT_HASH_SECRET (one secret per purpose)']);
});

Deno.test('RATE_LIMIT_SALT still set in production: the error says it was renamed CLIENT_HASH_SECRET', async () => {
  const problems = await refusal({ ...READY, RATE_LIMIT_SALT: 'a-very-long-and-random-looking-old-salt-value-0123' });
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /^RATE_LIMIT_SALT was renamed CLIENT_HASH_SECRET/);
  // Locally it is ignored; the development value serves (never in production, above).
  assert.equal(loadConfig(mapEnv({ RATE_LIMIT_SALT: 'x' })).rateLimit.secret, DEV_CLIENT_HASH_SECRET);
});

Deno.test('MAIL_FROM / CONTACT_TO on a placeholder domain, or no transport: refused by every function', async () => {
  for (const mail of ['required', 'none'] as const) {
    const problems = await refusal({ ...READY, MAIL_FROM: 'Site <site@volta.example>', CONTACT_TO: 'inbox@example.com' }, mail);
    assert.deepEqual(problems, [
      'MAIL_FROM is a placeholder address (Site <site@volta.example>); set the sender, on a domain verified with Resend',
      'CONTACT_TO is a placeholder address (inbox@example.com); set the inbox that receives the messages',
    ]);
  }
  assert.deepEqual(await refusal({ ...READY, RESEND_API_KEY: undefined }), ['no mail transport (set RESEND_API_KEY)']);
});

Deno.test('refusing to start: the public functions answer 503 unavailable (JSON and the form page), log the reason, accept nothing', async () => {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  try {
    const env = { ...READY, CLIENT_HASH_SECRET: 'change-me-to-a-long-random-string', ALLOWED_ORIGINS: '*' };
    const provider = lazyContext(() => createProductionContext(mapEnv(env), 'required', recordingLogger().log));
    const contact = createContactHandler(provider);
    const json = await contact(new Request('http://localhost/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify(validContact()),
    }));
    assert.equal(json.status, 503);
    assert.equal((await json.json()).code, 'unavailable');
    const form = new FormData();
    for (const [k, v] of Object.entries(validContact())) form.set(k, String(v));
    const page = await contact(new Request('http://localhost/functions/v1/send-contact-email', { method: 'POST', body: form }));
    assert.equal(page.status, 503);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await page.text(), /Korle Bu Teaching Hospital/, 'the values come back to the visitor');
    const news = createNewsletterHandler(provider);
    const res = await news(new Request('http://localhost/functions/v1/subscribe-newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@volta-pharma-test.com' }),
    }));
    assert.equal(res.status, 503);
    await res.body?.cancel();
    // Logged with every variable at fault, on each request while it lasts.
    const unavailable = logged.filter((l) => l.includes('.unavailable'));
    assert.equal(unavailable.length, 3);
    for (const line of unavailable) assert.match(line, /ALLOWED_ORIGINS must list https origins only.*CLIENT_HASH_SECRET is a placeholder/);
  } finally {
    console.error = original;
  }
});

Deno.test('npm run outbox:retry against a Postgres URL refuses placeholder addresses before connecting', async () => {
  const dataDir = await Deno.makeTempDir({ prefix: 'outbox-retry-config-' });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', join(ROOT, 'scripts/outbox-retry.ts'), '--data-dir', dataDir],
      cwd: ROOT,
      env: childEnv({ DATABASE_URL: UNUSED_DB, RESEND_API_KEY: 're_test' }),
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

Deno.test('.env.example as shipped: every value empty, so production refuses to start until each is set', async () => {
  const text = await Deno.readTextFile(join(ROOT, 'supabase/functions/.env.example'));
  const set = text.split('\n').filter((l) => /^[A-Z_]+=/.test(l)).map((l) => l.split('='));
  assert.deepEqual(set.filter(([, value]) => value !== ''), [], 'no value a deployer could leave in place');
  const names = set.map(([name]) => name);
  for (const name of ['ALLOWED_ORIGINS', 'CLIENT_HASH_SECRET', 'NEWSLETTER_SIGNING_SECRET', 'OUTBOX_RETRY_SECRET', 'MAIL_FROM', 'CONTACT_TO', 'RESEND_API_KEY']) {
    assert.ok(names.includes(name), `${name} is listed`);
  }
  assert.ok(!names.includes('RATE_LIMIT_SALT'));
  assert.match(text, /openssl rand -hex 32/);
  const problems = await refusal({ ...Object.fromEntries(set), DB_POOLER_URL: UNUSED_DB });
  assert.deepEqual(problems.map((p) => p.split(' ')[0]), ['ALLOWED_ORIGINS', 'CLIENT_HASH_SECRET', 'NEWSLETTER_SIGNING_SECRET', 'OUTBOX_RETRY_SECRET', 'MAIL_FROM', 'CONTACT_TO', 'no']);
});
