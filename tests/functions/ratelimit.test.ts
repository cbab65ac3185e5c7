/**
 * The rate limit never turns site-wide by accident, and no header walks around it. The client
 * is the right-most x-forwarded-for entry (the one the platform appended), reduced to its
 * network (an IPv6 /64); every request also counts per e-mail address, per message and against
 * the function's flood ceiling, whether its address is known or not. Without an address the
 * instance logs it once. Each probe of the security review (issue #23) is replayed here.
 */
import assert from 'node:assert/strict';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import type { Logger } from '../../supabase/functions/_shared/log.ts';
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import fc from 'npm:fast-check@4.10.2';
import { clientAddress, clientAddressReport, messageFingerprint, networkKey } from '../../supabase/functions/_shared/ratelimit.ts';
import { freshDb, keyedHash, recordingMailer, TEST_SECRET, testConfig, testContext, validContact } from './_helpers.ts';

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

const XFF = { addressHeader: 'x-forwarded-for', addressHops: 1 };

Deno.test('clientAddress: the right-most x-forwarded-for entry (or CLIENT_ADDRESS_HOPS from the right), as its network', () => {
  const req = (headers: Record<string, string>) => new Request('http://x/', { headers });
  const xff = (value: string, hops = 1) => clientAddress(req({ 'x-forwarded-for': value }), { ...XFF, addressHops: hops });
  // What the caller wrote comes first; the platform appends the address it saw.
  assert.equal(xff('203.0.113.7, 10.0.0.1'), '10.0.0.1');
  assert.equal(xff('198.51.100.99,203.0.113.7'), '203.0.113.7');
  assert.equal(xff('203.0.113.7'), '203.0.113.7');
  assert.equal(xff('198.51.100.99, 203.0.113.7, 10.0.0.1', 2), '203.0.113.7');
  // Fewer entries than hops: unknown, never the caller's left-most entry.
  assert.equal(xff('203.0.113.7', 2), null);
  assert.equal(xff('2001:DB8::1'), '2001:db8:0:0::/64');
  for (const value of ['unknown', '', '203.0.113.7, ', '203.0.113.7, garbage', '203.0.113.7:443', '999.1.1.1', '[2001:db8::1]']) {
    assert.equal(xff(value), null, value);
  }
  // Headers nobody promised to set are not read.
  assert.equal(clientAddress(req({ 'cf-connecting-ip': '203.0.113.7', 'x-real-ip': '203.0.113.8' }), XFF), null);
  assert.equal(clientAddress(req({ 'cf-connecting-ip': '203.0.113.7' }), { ...XFF, addressHeader: 'cf-connecting-ip' }), '203.0.113.7');
  assert.equal(clientAddress(req({ 'x-forwarded-for': '203.0.113.7' }), { ...XFF, addressHeader: null }), null);
  assert.equal(messageFingerprint('  Hello\r\n  THERE \t friend '), 'hello there friend');
});

Deno.test('networkKey: IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64', () => {
  assert.equal(networkKey('192.0.2.1'), '192.0.2.1');
  for (const spelling of ['2001:db8::1', '2001:0db8:0:0::1', '2001:db8::2', '2001:DB8:0000:0000:ffff:ffff:ffff:ffff', '2001:db8::192.0.2.1', 'fe80::1%eth0'.replace('fe80', '2001:db8')]) {
    assert.equal(networkKey(spelling), '2001:db8:0:0::/64', spelling);
  }
  assert.equal(networkKey('2001:db8:0:1::1'), '2001:db8:0:1::/64');
  assert.equal(networkKey('::ffff:192.0.2.9'), '192.0.2.9');
  assert.equal(networkKey('::FFFF:c000:0209'), '192.0.2.9');
  assert.equal(networkKey('0:0:0:0:0:ffff:192.0.2.9'), '192.0.2.9');
  for (const value of ['', 'x', '1.2.3', '::g', '1:2:3:4:5:6:7:8:9', '01.2.3.4']) assert.equal(networkKey(value), null, value);
});

/** Eight 16-bit groups written in several ways a proxy or a caller might. */
const groups = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
const spellings = (g: number[]): string[] => {
  const plain = g.map((n) => n.toString(16));
  const padded = g.map((n) => n.toString(16).padStart(4, '0'));
  // The longest run of zero groups (at least two) as `::`, as RFC 5952 writes it.
  let best = { at: -1, len: 1 };
  for (let i = 0; i < 8; i++) {
    let len = 0;
    while (i + len < 8 && g[i + len] === 0) len++;
    if (len > best.len) best = { at: i, len };
  }
  const compressed = best.at < 0 ? plain.join(':') : `${plain.slice(0, best.at).join(':')}::${plain.slice(best.at + best.len).join(':')}`;
  const g6 = g[6] ?? 0;
  const g7 = g[7] ?? 0;
  const v4tail = `${plain.slice(0, 6).join(':')}:${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  return [plain.join(':'), padded.join(':'), padded.join(':').toUpperCase(), compressed, v4tail];
};

Deno.test('networkKey (property): every spelling of one IPv6 address, and every address of one /64, share one key', () => {
  fc.assert(fc.property(groups, fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 }), (g, low) => {
    const keys = new Set(spellings(g).map(networkKey));
    assert.equal(keys.size, 1, spellings(g).join(' | '));
    const key = [...keys][0];
    assert.notEqual(key, null);
    const sameNetwork = [...g.slice(0, 4), ...low];
    assert.equal(networkKey(spellings(sameNetwork)[0] ?? ''), key);
  }), { numRuns: 2000 });
});

Deno.test('networkKey (property): different /64 networks never share a key; IPv4-mapped addresses are their IPv4 address', () => {
  fc.assert(fc.property(groups, groups, (a, b) => {
    const differ = a.slice(0, 4).some((n, i) => n !== b[i]);
    const ka = networkKey(spellings(a)[0] ?? '');
    const kb = networkKey(spellings(b)[0] ?? '');
    const mapped = (g: number[]) => g.slice(0, 6).every((n, i) => n === (i === 5 ? 0xffff : 0));
    if (differ && !mapped(a) && !mapped(b)) assert.notEqual(ka, kb);
  }), { numRuns: 2000 });
  fc.assert(fc.property(fc.ipV4(), (v4) => {
    assert.equal(networkKey(v4), v4);
    assert.equal(networkKey(`::ffff:${v4}`), v4);
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    assert.equal(networkKey(`::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`), v4);
  }), { numRuns: 2000 });
  // Whatever fast-check calls an IPv6 address is one, with a /64 or an IPv4 key.
  fc.assert(fc.property(fc.ipV6(), (v6) => {
    assert.match(String(networkKey(v6)), /^(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3}::\/64|\d+\.\d+\.\d+\.\d+)$/);
  }), { numRuns: 2000 });
});

Deno.test('clientAddressReport: which header and entry carried an address, never the address', () => {
  const report = clientAddressReport(new Request('http://x/', {
    headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9', 'cf-connecting-ip': '203.0.113.9', 'x-real-ip': '10.1.1.1' },
  }), XFF);
  assert.deepEqual(report, {
    header: 'x-forwarded-for',
    hops: 1,
    entries: 2,
    usable: true,
    kind: 'documentation',
    present: ['x-forwarded-for', 'cf-connecting-ip', 'x-real-ip'],
    sameAs: ['cf-connecting-ip'],
  });
  assert.ok(!JSON.stringify(report).includes('203.0') && !JSON.stringify(report).includes('198.51'));
  const kinds = (ip: string) => clientAddressReport(new Request('http://x/', { headers: { 'x-forwarded-for': ip } }), XFF).kind;
  assert.deepEqual(['8.8.8.8', '10.0.0.1', '127.0.0.1', '::1', '2a00:1450::1', 'fd00::1'].map(kinds), ['public', 'private', 'loopback', 'loopback', 'public', 'private']);
  assert.deepEqual(clientAddressReport(new Request('http://x/'), XFF), { header: 'x-forwarded-for', hops: 1, entries: 0, usable: false, kind: null, present: [], sameAs: [] });
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

    // The keys are keyed hashes (HMAC) of the address and of the message fingerprint, never the text.
    const emailHash = await keyedHash(TEST_SECRET, 'email', sender);
    const messageHash = await keyedHash(TEST_SECRET, 'message', messageFingerprint(text));
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

Deno.test('a flood ceiling per function, on every request, known client or not', async () => {
  const s = await setup({ RATE_LIMIT_FLOOD_MAX: '8' });
  try {
    for (let i = 0; i < 8; i++) assert.equal((await s.contact(stranger(), i % 2 ? {} : { 'x-forwarded-for': `198.51.100.${i + 1}` })).status, 200);
    const unknown = await s.contact(stranger());
    assert.equal(unknown.status, 429);
    assert.match(unknown.body.error, /^We are receiving an unusual number of messages\./);
    const known = await s.contact(stranger(), { 'x-forwarded-for': '198.51.100.20' });
    assert.equal(known.status, 429);
    assert.equal(known.body.scope, 'flood');
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
    assert.match(String(warnings[0]?.data?.fallback), /per e-mail address and per message only \(5 per 600 s\).*at most 100 per 600 s/);
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

// The probes of the security review (issue #23), each of which got through before.

Deno.test('probe: rotating the left-most X-Forwarded-For entry does not make a new client', async () => {
  const s = await setup();
  try {
    // The platform appends the real address (203.0.113.5) after whatever the caller sends.
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) statuses.push((await s.contact(stranger(), { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` })).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
    const refused = await s.contact(stranger(), { 'x-forwarded-for': `192.0.2.${n}, 198.51.100.200, 203.0.113.5` });
    assert.equal(refused.body.scope, 'client');
    // Newsletter alike.
    const sign: number[] = [];
    for (let i = 1; i <= 6; i++) sign.push((await s.newsletter({ email: `rotating${i}@example.com` }, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` })).status);
    assert.deepEqual(sign, [200, 200, 200, 200, 200, 429]);
  } finally {
    await s.close();
  }
});

Deno.test('probe: IPv6 spellings and addresses of one /64 are one client; IPv4-mapped is its IPv4', async () => {
  const s = await setup();
  try {
    const same64 = ['2001:db8::1', '2001:0db8:0:0::1', '2001:db8::2', '2001:DB8:0:0:0:0:0:3', '2001:db8::abcd:1'];
    for (const ip of same64) assert.equal((await s.contact(stranger(), { 'x-forwarded-for': ip })).status, 200, ip);
    const sixth = await s.contact(stranger(), { 'x-forwarded-for': '2001:db8:0:0:ffff::9' });
    assert.equal(sixth.status, 429);
    assert.equal(sixth.body.scope, 'client');
    // The next /64 is another subscriber.
    assert.equal((await s.contact(stranger(), { 'x-forwarded-for': '2001:db8:0:1::1' })).status, 200);

    for (let i = 0; i < 5; i++) assert.equal((await s.contact(stranger(), { 'x-forwarded-for': '192.0.2.99' })).status, 200);
    const mapped = await s.contact(stranger(), { 'x-forwarded-for': '::ffff:192.0.2.99' });
    assert.equal(mapped.status, 429);
    assert.equal(mapped.body.scope, 'client');
  } finally {
    await s.close();
  }
});

Deno.test('probe: 12 identical messages from one e-mail address, each from its own network: 5 get through', async () => {
  const s = await setup();
  try {
    const statuses: number[] = [];
    const scopes: unknown[] = [];
    for (let i = 1; i <= 12; i++) {
      const res = await s.contact(validContact({ email: 'one.sender@example.com', message: 'The very same message, again and again.' }), { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(res.status);
      if (res.status === 429) scopes.push(res.body.scope);
    }
    assert.deepEqual(statuses, [...Array(5).fill(200), ...Array(7).fill(429)]);
    // The e-mail address is named first (client, email, message, flood): the most specific limit that refused.
    assert.deepEqual(new Set(scopes), new Set(['email']));
    const [{ stored }] = await s.db.query<{ stored: number }>('select count(*)::int as stored from contact_messages') as [{ stored: number }];
    assert.equal(stored, 5);
    // The same words from another sender and network: refused by the message limit, and said so.
    const sameText = await s.contact(validContact({ email: 'someone.else@example.com', message: 'the very  same message, AGAIN and again.' }), { 'x-forwarded-for': '203.0.113.200' });
    assert.equal(sameText.status, 429);
    assert.equal(sameText.body.scope, 'message');
    assert.match(sameText.body.error, /^This message has already been sent several times\./);
  } finally {
    await s.close();
  }
});

Deno.test('a check:deployment dry run counts against every limit and stores nothing', async () => {
  const s = await setup();
  try {
    const dry = { 'x-check-deployment': 'dry-run', 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 5; i++) {
      const res = await s.contact(stranger(), dry);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { ok: true, dryRun: true });
    }
    assert.equal((await s.contact(stranger(), dry)).status, 429);
    // A real request from that network is refused too: the dry runs counted.
    assert.equal((await s.contact(stranger(), { 'x-forwarded-for': '203.0.113.77' })).status, 429);
    assert.equal((await s.newsletter({ email: 'dry.reader@example.com' }, { 'x-check-deployment': 'dry-run' })).body.dryRun, true);
    const stored = await s.db.query('select 1 from contact_messages union all select 1 from newsletter_subscribers');
    assert.equal(stored.length, 0);
  } finally {
    await s.close();
  }
});
