/**
 * `npm run check:deployment` (scripts/check-deployment.mjs, run by Node as a deployer runs it)
 * against the real handlers: behind a Cloudflare-like front that appends the address it saw to
 * X-Forwarded-For (and sets CF-Connecting-IP), configured as production is, every check passes;
 * reached without that front (the caller's own X-Forwarded-For is all there is) or with origins
 * left open, it fails and says why. Nothing is stored either way.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { childEnv, freshDb, recordingMailer, ROOT, startServer, testConfig, testContext } from './_helpers.ts';

const SITE = 'https://www.volta-pharma-test.com';

async function serve(env: Record<string, string>) {
  const db = await freshDb();
  const mailer = recordingMailer();
  const ctx = testContext({ db, mailer, config: testConfig(env) });
  const provider = () => Promise.resolve(ctx);
  const server = startServer({
    'send-contact-email': createContactHandler(provider),
    'subscribe-newsletter': createNewsletterHandler(provider),
  });
  // Cloudflare keeps what the caller sent and appends the address it saw.
  const front = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req, info) => {
    const seen = info.remoteAddr.hostname;
    const headers = new Headers(req.headers);
    const sent = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', sent ? `${sent}, ${seen}` : seen);
    headers.set('cf-connecting-ip', seen);
    const url = new URL(req.url);
    return fetch(`${server.url}${url.pathname}${url.search}`, { method: req.method, headers, body: req.body, redirect: 'manual' });
  });
  return {
    db,
    mailer,
    direct: server.url,
    front: `http://127.0.0.1:${front.addr.port}`,
    async close() {
      await ctx.settle();
      await front.shutdown();
      await server.close();
      await db.close();
    },
  };
}

async function check(url: string, ...args: string[]) {
  const out = await new Deno.Command('node', {
    args: [join(ROOT, 'scripts/check-deployment.mjs'), url, ...args],
    env: childEnv({}),
    clearEnv: true,
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  const stdout = new TextDecoder().decode(out.stdout);
  const rows = new Map<string, string>();
  for (const line of stdout.split('\n')) {
    const m = /^(PASS|WARN|FAIL)\s+(.+?)\s{2,}(.*)$/.exec(line);
    if (m) rows.set(m[2] ?? '', `${m[1]} ${m[3]}`);
  }
  return { code: out.code, stdout, stderr: new TextDecoder().decode(out.stderr), rows };
}

async function nothingStored(s: Awaited<ReturnType<typeof serve>>) {
  const rows = await s.db.query('select 1 from contact_messages union all select 1 from newsletter_subscribers');
  assert.equal(rows.length, 0, 'nothing stored');
  assert.equal(s.mailer.sent.length, 0, 'nothing mailed');
}

Deno.test('check:deployment passes behind a Cloudflare-like front configured as production, and stores nothing', async () => {
  const s = await serve({ ALLOWED_ORIGINS: SITE });
  try {
    const r = await check(s.front, '--origin', SITE);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const expectPass = [
      'send-contact-email: GET answers 405',
      'subscribe-newsletter: GET answers 405',
      'client address: a caller cannot choose it',
      'send-contact-email: CORS refuses a foreign origin',
      'send-contact-email: POST from Origin null refused',
      'send-contact-email: CORS answers the site',
      'send-contact-email: oversized body refused',
      'subscribe-newsletter: oversized body refused',
      'send-contact-email: rate limit holds while X-Forwarded-For rotates',
    ];
    for (const name of expectPass) assert.match(r.rows.get(name) ?? '(missing)', /^PASS /, `${name}\n${r.stdout}`);
    assert.match(r.rows.get('client address: a caller cannot choose it') ?? '', /appends to X-Forwarded-For/);
    assert.match(r.rows.get('send-contact-email: rate limit holds while X-Forwarded-For rotates') ?? '', /200 200 200 200 200 429: 429 client/);
    // The front's own address is loopback here: said, as a warning.
    assert.match(r.rows.get('client address: header') ?? '', /^WARN x-forwarded-for, entry 1 from the right \(1 entry; arrived: x-forwarded-for, cf-connecting-ip; same network as cf-connecting-ip\): a loopback address/);
    assert.ok(!r.stdout.includes('127.0.0.1, '), 'no address printed');
    await nothingStored(s);
  } finally {
    await s.close();
  }
});

Deno.test('check:deployment fails when the caller\'s X-Forwarded-For is what is read, and when origins are open', async () => {
  const open = await serve({});
  try {
    // Straight to the functions: the only X-Forwarded-For entry is the one the checker claims.
    const r = await check(open.direct, '--origin', SITE);
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.rows.get('client address: a caller cannot choose it') ?? '', /^FAIL .*the entry read is the one the caller sent/);
    assert.match(r.rows.get('send-contact-email: rate limit holds while X-Forwarded-For rotates') ?? '', /^FAIL 200 200 200 200 200 200/);
    // ALLOWED_ORIGINS unset (`*` locally): any page may post.
    assert.match(r.rows.get('send-contact-email: CORS refuses a foreign origin') ?? '', /^FAIL Access-Control-Allow-Origin: \*/);
    assert.match(r.rows.get('send-contact-email: POST from Origin https://check-deployment.invalid refused') ?? '', /^FAIL got 400/);
    await nothingStored(open);
  } finally {
    await open.close();
  }
});

Deno.test('check:deployment: a function that refuses to start, or no function at all, fails', async () => {
  const down = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req) =>
    new URL(req.url).pathname.endsWith('send-contact-email')
      ? Response.json({ error: 'unavailable', code: 'unavailable' }, { status: 503 })
      : new Response('not found', { status: 404 }));
  try {
    const r = await check(`http://127.0.0.1:${down.addr.port}`);
    assert.equal(r.code, 1);
    assert.match(r.rows.get('send-contact-email: starts') ?? '', /^FAIL answers 503: production is not configured/);
    assert.match(r.rows.get('subscribe-newsletter: GET answers 405') ?? '', /^FAIL got 404 \(not deployed\?\)/);
  } finally {
    await down.shutdown();
  }
  const usage = await check('--help');
  assert.equal(usage.code, 2);
});
