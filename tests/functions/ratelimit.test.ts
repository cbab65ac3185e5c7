/**
 * The rate limit never turns site-wide by accident. With a client address (the first
 * x-forwarded-for entry) each client has its own window; without one, a visitor is limited per
 * e-mail address and per message, plus a generous ceiling on all unknown visitors together,
 * and the instance logs it once.
 */
import assert from 'node:assert/strict';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import type { Logger } from '../../supabase/functions/_shared/log.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { clientAddress, messageFingerprint } from '../../supabase/functions/_shared/ratelimit.ts';
import { freshDb, recordingMailer, sha256Hex, TEST_SALT, testConfig, testContext, validContact } from './_helpers.ts';

interface LogLine {
  level: string;
  event: string;
  data?: Record<string, unknown>;
}

function recordingLogger(lines: LogLine[]): Logger {
  return {
    info: (event, data) => void lines.push({ level: 'info', event, data }),
    warn: (event, data) => void lines.push({ level: 'warn', event, data }),
    error: (event, data) => void lines.push({ level: 'error', event, data }),
  };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost/functions/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function setup(env: Record<string, string> = {}) {
  const db = await freshDb();
  const lines: LogLine[] = [];
  const ctx = testContext({ db, mailer: recordingMailer(), config: testConfig(env), log: recordingLogger(lines) });
  const provider = () => Promise.resolve(ctx);
  const contact = createContactHandler(provider);
  const newsletter = createNewsletterHandler(provider);
  return {
    db,
    lines,
    async contact(body: unknown, headers: Record<string, string> = {}) {
      const res = await contact(post('send-contact-email', body, headers));
      return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
    },
    async newsletter(body: unknown, headers: Record<string, string> = {}) {
      const res = await newsletter(post('subscribe-newsletter', body, headers));
      return { status: res.status, body: await res.json() };
    },
    async close() {
      await ctx.settle();
      await db.close();
    },
  };
}

let n = 0;
/** A visitor nobody else is: own e-mail address, own words. */
function stranger(overrides: Record<string, unknown> = {}) {
  n++;
  return validContact({ email: `visitor${n}@example.com`, message: `Question number ${n} about WHO prequalification.`, ...overrides });
}

Deno.test('clientAddress: the first x-forwarded-for entry when it is an IP address, else unknown', () => {
  const req = (headers: Record<string, string>) => new Request('http://x/', { headers });
  assert.equal(clientAddress(req({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), 'x-forwarded-for'), '203.0.113.7');
  assert.equal(clientAddress(req({ 'x-forwarded-for': '2001:DB8::1' }), 'x-forwarded-for'), '2001:db8::1');
  for (const value of ['unknown', '', ' , 203.0.113.7', 'garbage', '203.0.113.7:443', '999.1.1.1']) {
    assert.equal(clientAddress(req({ 'x-forwarded-for': value }), 'x-forwarded-for'), null, value);
  }
  // Headers nobody promised to set are not read.
  assert.equal(clientAddress(req({ 'cf-connecting-ip': '203.0.113.7', 'x-real-ip': '203.0.113.8' }), 'x-forwarded-for'), null);
  assert.equal(clientAddress(req({ 'cf-connecting-ip': '203.0.113.7' }), 'cf-connecting-ip'), '203.0.113.7');
  assert.equal(clientAddress(req({ 'x-forwarded-for': '203.0.113.7' }), null), null);
  assert.equal(messageFingerprint('  Hello\r\n  THERE \t friend '), 'hello there friend');
});

Deno.test('with a client address: each client has its own window, other clients pass', async () => {
  const s = await setup();
  try {
    for (let i = 0; i < 5; i++) assert.equal((await s.contact(stranger(), { 'x-forwarded-for': '192.0.2.10' })).status, 200);
    const refused = await s.contact(stranger(), { 'x-forwarded-for': '192.0.2.10' });
    assert.equal(refused.status, 429);
    assert.match(refused.body.error, /^Too many messages from your network\./);
    assert.equal((await s.contact(stranger(), { 'x-forwarded-for': '192.0.2.11' })).status, 200);
    // The same sender and message from another network are not held back by the first one.
    assert.equal((await s.contact(validContact(), { 'x-forwarded-for': '192.0.2.12' })).status, 200);
    assert.equal(s.lines.filter((l) => l.event === 'ratelimit.no_client_address').length, 0);
  } finally {
    await s.close();
  }
});

Deno.test('without a client address: many different visitors all get through', async () => {
  const s = await setup();
  try {
    for (let i = 0; i < 30; i++) {
      const res = await s.contact(stranger(), i % 2 ? {} : { 'x-forwarded-for': 'unknown' });
      assert.equal(res.status, 200, `visitor ${i + 1}: ${JSON.stringify(res.body)}`);
    }
    const stored = await s.db.query<{ n: number; hashes: number }>(
      'select count(*)::int as n, count(client_hash)::int as hashes from contact_messages',
    );
    assert.deepEqual(stored, [{ n: 30, hashes: 0 }], 'stored without a client hash');
    for (let i = 0; i < 10; i++) assert.equal((await s.newsletter({ email: `reader${i}@example.com` })).status, 200);
  } finally {
    await s.close();
  }
});

Deno.test('without a client address: limited per e-mail address and per message', async () => {
  const s = await setup();
  try {
    const sender = 'same.sender@example.com';
    for (let i = 0; i < 5; i++) assert.equal((await s.contact(stranger({ email: sender }))).status, 200);
    const bySender = await s.contact(stranger({ email: sender.toUpperCase() }));
    assert.equal(bySender.status, 429);
    assert.match(bySender.body.error, /^Too many messages from this email address\. Please try again in \d+ (seconds|minutes), or email us directly at /);
    assert.ok(Number(bySender.retryAfter) > 0);

    const text = 'Buy cheap pills now at our online shop.';
    for (let i = 0; i < 5; i++) assert.equal((await s.contact(stranger({ message: i % 2 ? text : `  ${text.toUpperCase()}\n` }))).status, 200);
    const byMessage = await s.contact(stranger({ message: text }));
    assert.equal(byMessage.status, 429);
    assert.match(byMessage.body.error, /^This message has already been sent several times\./);

    // Everybody else still gets through.
    assert.equal((await s.contact(stranger())).status, 200);

    for (let i = 0; i < 5; i++) assert.equal((await s.newsletter({ email: 'reader@example.com' })).status, 200);
    const sixth = await s.newsletter({ email: 'READER@example.com' });
    assert.equal(sixth.status, 429);
    assert.match(sixth.body.error, /^Too many sign-up attempts for this email address\./);
    assert.equal((await s.newsletter({ email: 'another.reader@example.com' })).status, 200);

    // The keys are salted hashes of the address and of the message fingerprint, never the text.
    const emailHash = await sha256Hex(`${TEST_SALT}\u0000${sender}`);
    const messageHash = await sha256Hex(`${TEST_SALT}\u0000${messageFingerprint(text)}`);
    const rows = await s.db.query<{ bucket: string; hits: number }>(
      'select bucket, hits from rate_limits where key_hash = any(string_to_array($1, \',\')) order by bucket',
      [[emailHash, messageHash].join(',')],
    );
    assert.deepEqual(rows, [{ bucket: 'contact:email', hits: 6 }, { bucket: 'contact:message', hits: 6 }]);
    const everything = JSON.stringify(await s.db.query('select * from rate_limits'));
    assert.ok(!everything.includes(sender) && !everything.includes('pills'));
  } finally {
    await s.close();
  }
});

Deno.test('without a client address: a flood ceiling, which known clients never meet', async () => {
  const s = await setup({ RATE_LIMIT_FLOOD_MAX: '8' });
  try {
    for (let i = 0; i < 8; i++) assert.equal((await s.contact(stranger())).status, 200);
    const flood = await s.contact(stranger());
    assert.equal(flood.status, 429);
    assert.match(flood.body.error, /^We are receiving an unusual number of messages\./);
    assert.equal((await s.contact(stranger(), { 'x-forwarded-for': '198.51.100.20' })).status, 200);
    // Each function has its own ceiling.
    assert.equal((await s.newsletter({ email: 'calm.reader@example.com' })).status, 200);
  } finally {
    await s.close();
  }
});

Deno.test('without a client address: logged once per instance, with the header and the fallback', async () => {
  const s = await setup();
  try {
    for (let i = 0; i < 4; i++) await s.contact(stranger());
    await s.newsletter({ email: 'log.reader@example.com' });
    await s.newsletter({ email: 'log.reader2@example.com' });
    const warnings = s.lines.filter((l) => l.event === 'ratelimit.no_client_address');
    // One from each handler instance (contact, newsletter), not one per request.
    assert.equal(warnings.length, 2);
    assert.equal(warnings[0]?.level, 'warn');
    assert.equal(warnings[0]?.data?.header, 'x-forwarded-for');
    assert.match(String(warnings[0]?.data?.fallback), /per e-mail address and per message \(5 per 600 s\).*at most 100 per 600 s/);
  } finally {
    await s.close();
  }
});

Deno.test('CLIENT_ADDRESS_HEADER picks the header; "none" treats every visitor as unknown', async () => {
  const other = await setup({ CLIENT_ADDRESS_HEADER: 'CF-Connecting-IP' });
  try {
    for (let i = 0; i < 5; i++) assert.equal((await other.contact(stranger(), { 'cf-connecting-ip': '192.0.2.77' })).status, 200);
    assert.equal((await other.contact(stranger(), { 'cf-connecting-ip': '192.0.2.77' })).status, 429);
    assert.equal((await other.contact(stranger(), { 'x-forwarded-for': '192.0.2.77' })).status, 200);
  } finally {
    await other.close();
  }
  const none = await setup({ CLIENT_ADDRESS_HEADER: 'none' });
  try {
    for (let i = 0; i < 8; i++) assert.equal((await none.contact(stranger(), { 'x-forwarded-for': '192.0.2.78' })).status, 200);
    assert.equal(none.lines.filter((l) => l.event === 'ratelimit.no_client_address').length, 1);
  } finally {
    await none.close();
  }
  assert.throws(() => testConfig({ CLIENT_ADDRESS_HEADER: 'x forwarded' }), /CLIENT_ADDRESS_HEADER/);
});

Deno.test('RATE_LIMIT_MAX=0 lifts every limit, the fallback ones too', async () => {
  const s = await setup({ RATE_LIMIT_MAX: '0', RATE_LIMIT_FLOOD_MAX: '2' });
  try {
    for (let i = 0; i < 6; i++) assert.equal((await s.contact(validContact())).status, 200);
    assert.equal((await s.db.query('select 1 from rate_limits')).length, 0);
  } finally {
    await s.close();
  }
});
