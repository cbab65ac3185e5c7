/**
 * send-contact-email over HTTP, called the way the website calls it: supabase-js
 * `functions.invoke` against a Deno.serve server running the real handler on PGlite.
 */
import assert from 'node:assert/strict';
import { FunctionsHttpError } from 'npm:@supabase/supabase-js@2.119.1';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { ERROR_CODES } from '../../supabase/functions/_shared/errors.ts';
import { CORS_ALLOW_HEADERS } from '../../supabase/functions/_shared/http.ts';
import { functionErrorCodes } from '../../src/lib/functionFailure.ts';
import { SERVICES } from '../../supabase/functions/_shared/validate.ts';
import {
  errorBody,
  freshDb,
  must,
  recordingMailer,
  keyedHash,
  startServer,
  TEST_SECRET,
  testConfig,
  testContext,
  validContact,
} from './_helpers.ts';

const NAME = 'send-contact-email';

async function setup(env: Record<string, string> = {}) {
  const db = await freshDb();
  const mailer = recordingMailer();
  const ctx = testContext({ db, mailer, config: testConfig(env) });
  const server = startServer({ [NAME]: createContactHandler(() => Promise.resolve(ctx)) });
  return {
    db,
    mailer,
    ctx,
    server,
    client: server.client,
    endpoint: `${server.url}/functions/v1/${NAME}`,
    async close() {
      await ctx.settle();
      await server.close();
      await db.close();
    },
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

let ipCounter = 0;
/** A distinct client address per call, so tests do not share a rate-limit window. */
function freshIp(): string {
  ipCounter++;
  // What a caller wrote first, then what the platform appended (the entry that counts).
  return `10.0.0.1, 198.51.${ipCounter >> 8}.${ipCounter & 255}`;
}

async function invoke(s: Setup, body: unknown, opts: { ip?: string; headers?: Record<string, string>; method?: 'POST' | 'GET' | 'PUT' | 'DELETE' | 'PATCH' } = {}) {
  return await s.client.functions.invoke(NAME, {
    body: body as Record<string, unknown>,
    method: opts.method,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers },
  });
}

function assertCors(headers: Headers) {
  assert.equal(headers.get('access-control-allow-origin'), '*');
  assert.equal(headers.get('access-control-allow-headers'), CORS_ALLOW_HEADERS);
}

Deno.test('send-contact-email over supabase-js', async (t) => {
  const s = await setup();
  try {
    await t.step('success: stored, mailed, 200 { ok, id }', async () => {
      const body = validContact({ firstName: '  Ama  ', email: 'ama.mensah@example.com', message: 'Line one\r\nLine two' });
      // The caller's own entry first, the platform's appended address last: that one counts.
      const { data, error } = await invoke(s, body, { ip: '10.0.0.1, 203.0.113.7' });
      assert.equal(error, null);
      assert.equal(data.ok, true);
      assert.match(data.id, /^[0-9a-f-]{36}$/);

      const [row] = await s.db.query<Record<string, unknown>>('select * from contact_messages where id = $1', [data.id]);
      assert.ok(row, 'row stored');
      assert.equal(row.first_name, 'Ama');
      assert.equal(row.last_name, 'Mensah');
      assert.equal(row.email, 'ama.mensah@example.com');
      assert.equal(row.phone, '+233 24 123 4567');
      assert.equal(row.organization, 'Korle Bu Teaching Hospital');
      assert.equal(row.service, 'nafdac');
      assert.equal(row.message, 'Line one\nLine two');
      assert.equal(row.status, 'sent');
      assert.equal(row.attempts, 1);
      assert.ok(row.sent_at instanceof Date);
      assert.equal(row.last_error, null);
      // The address is stored only as a keyed hash (HMAC under CLIENT_HASH_SECRET).
      assert.equal(row.client_hash, await keyedHash(TEST_SECRET, 'client', '203.0.113.7'));
      assert.ok(!JSON.stringify(row).includes('203.0.113.7'));

      assert.equal(s.mailer.sent.length, 1);
      const mail = must(s.mailer.sent[0], 'the mail');
      assert.equal(mail.to, 'hello@voltapharma.example');
      assert.equal(mail.from, 'Volta Pharma Website <no-reply@voltapharma.example>');
      assert.deepEqual(mail.replyTo, { name: 'Ama Mensah', address: 'ama.mensah@example.com' });
      assert.match(mail.subject, /NAFDAC Registration/);
    });

    await t.step('optional fields may be empty, null or absent', async () => {
      const { data, error } = await invoke(s, {
        firstName: 'Kofi',
        lastName: '',
        email: 'kofi@example.org',
        phone: null,
        service: '',
        message: 'Hello',
      });
      assert.equal(error, null, String(error));
      const [row] = await s.db.query<Record<string, unknown>>('select * from contact_messages where id = $1', [data.id]);
      assert.equal(row?.last_name, null);
      assert.equal(row?.phone, null);
      assert.equal(row?.organization, null);
      assert.equal(row?.service, null);
    });

    await t.step('every service option is accepted', async () => {
      for (const service of SERVICES) {
        const { error } = await invoke(s, validContact({ service }));
        assert.equal(error, null, service);
      }
    });

    const invalid: Array<[string, unknown, string, string | undefined, string]> = [
      ['missing firstName', validContact({ firstName: undefined }), 'First name is required.', 'firstName', 'required'],
      ['blank firstName', validContact({ firstName: '   ' }), 'First name is required.', 'firstName', 'required'],
      ['missing email', validContact({ email: undefined }), 'Email address is required.', 'email', 'required'],
      ['email without @', validContact({ email: 'ama.example.com' }), 'Please enter a valid email address.', 'email', 'email'],
      ['implausible email', validContact({ email: 'ama@localhost' }), 'Please enter a valid email address.', 'email', 'email'],
      ['email with two @', validContact({ email: 'a@b@example.com' }), 'Please enter a valid email address.', 'email', 'email'],
      ['email with CRLF', validContact({ email: 'ama@example.com\r\nBcc: x@evil.example' }), 'Email address must not contain line breaks or control characters.', 'email', 'characters'],
      ['missing message', validContact({ message: undefined }), 'Message is required.', 'message', 'required'],
      ['blank message', validContact({ message: '\n\t ' }), 'Message is required.', 'message', 'required'],
      ['message too long', validContact({ message: 'x'.repeat(5001) }), 'Message must be at most 5000 characters.', 'message', 'tooLong'],
      ['firstName too long', validContact({ firstName: 'A'.repeat(101) }), 'First name must be at most 100 characters.', 'firstName', 'tooLong'],
      ['lastName too long', validContact({ lastName: 'B'.repeat(101) }), 'Last name must be at most 100 characters.', 'lastName', 'tooLong'],
      ['organization too long', validContact({ organization: 'C'.repeat(201) }), 'Organization must be at most 200 characters.', 'organization', 'tooLong'],
      ['phone too long', validContact({ phone: '1'.repeat(41) }), 'Phone number must be at most 40 characters.', 'phone', 'tooLong'],
      ['phone with letters', validContact({ phone: 'call me maybe' }), 'Please enter a valid phone number (digits, spaces and + ( ) - . only).', 'phone', 'phone'],
      ['unknown service', validContact({ service: 'Brain Surgery' }), 'Please choose a service from the list.', 'service', 'service'],
      ['firstName with a line break', validContact({ firstName: 'Ama\nBcc: x@evil.example' }), 'First name must not contain line breaks or control characters.', 'firstName', 'characters'],
      ['message with NUL', validContact({ message: 'hi\u0000there' }), 'Message contains control characters that are not allowed.', 'message', 'characters'],
      ['firstName not text', validContact({ firstName: 42 }), 'First name must be text.', 'firstName', 'notText'],
      ['message not text', validContact({ message: { text: 'hi' } }), 'Message must be text.', 'message', 'notText'],
      ['body is an array', [validContact()], 'Request body must be a JSON object.', undefined, 'badRequest'],
      ['body is a string', 'hello', 'Content-Type must be application/json, application/x-www-form-urlencoded or multipart/form-data.', undefined, 'unsupportedMediaType'],
    ];
    for (const [label, body, message, field, code] of invalid) {
      await t.step(`400: ${label}`, async () => {
        const { data, error } = await invoke(s, body);
        assert.equal(data, null);
        assert.ok(error instanceof FunctionsHttpError, label);
        const res = await errorBody(error);
        if (label === 'body is a string') {
          // supabase-js sends a string body as text/plain
          assert.equal(res.status, 415);
        } else {
          assert.equal(res.status, 400);
          assert.equal(res.body.field, field);
        }
        assert.equal(res.body.error, message);
        // The stable code the site shows in the visitor's language (errors.ts), with the limit of a value too long.
        assert.equal(res.body.code, code);
        assert.equal(res.body.max, code === 'tooLong' ? Number(/at most (\d+)/.exec(message)?.[1]) : undefined);
        assertCors(res.headers);
      });
    }

    await t.step('400: body that is not JSON, and an empty body', async () => {
      for (const [body, message] of [['{"firstName": ', 'Request body is not valid JSON.'], ['', 'Request body is empty; send a JSON object.']]) {
        const res = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        assert.equal(res.status, 400);
        assert.deepEqual(await res.json(), { error: message, code: 'badRequest' });
        assertCors(res.headers);
      }
      const bad = await fetch(s.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      });
      assert.equal(bad.status, 400);
      assert.deepEqual(await bad.json(), { error: 'Request body is not valid UTF-8.', code: 'badRequest' });
    });

    await t.step('405 for other methods, with Allow and CORS', async () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
        const { error } = await invoke(s, method === 'GET' ? undefined : validContact(), { method });
        const res = await errorBody(error);
        assert.equal(res.status, 405, method);
        assert.equal(res.body.error, `Method ${method} is not allowed. Use POST.`);
        assert.equal(res.body.code, 'methodNotAllowed');
        assert.equal(res.headers.get('allow'), 'POST, OPTIONS');
        assertCors(res.headers);
      }
    });

    await t.step('413 for a body over 32 KiB (declared or streamed)', async () => {
      const { error } = await invoke(s, validContact({ message: 'x'.repeat(40_000) }));
      const res = await errorBody(error);
      assert.equal(res.status, 413);
      assert.equal(res.body.error, 'Request body is too large (limit 32 KiB).');
      assert.equal(res.body.code, 'tooLarge');
      assertCors(res.headers);

      // Chunked, without Content-Length: the limit is enforced while reading.
      const chunk = new TextEncoder().encode('x'.repeat(8192));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 64) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const streamed = await fetch(s.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream });
      assert.equal(streamed.status, 413);
      await streamed.body?.cancel();
    });

    await t.step('415 for anything but JSON (or a form post, contact_form.test.ts)', async () => {
      for (const type of ['text/plain', 'application/xml', 'text/html']) {
        const { error } = await invoke(s, 'firstName=Ama', { headers: { 'Content-Type': type } });
        const res = await errorBody(error);
        assert.equal(res.status, 415, type);
        assert.equal(res.body.error, 'Content-Type must be application/json, application/x-www-form-urlencoded or multipart/form-data.');
        assert.equal(res.body.code, 'unsupportedMediaType');
        assertCors(res.headers);
      }
      const ok = await invoke(s, validContact(), { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
      assert.equal(ok.error, null);
    });

    await t.step('preflight: 204 with the CORS headers a browser needs', async () => {
      const res = await fetch(s.endpoint, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://www.voltapharma.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
        },
      });
      assert.equal(res.status, 204);
      assert.equal(await res.text(), '');
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
      for (const h of ['authorization', 'x-client-info', 'apikey', 'content-type']) assert.ok(allowed.includes(h), h);
      assert.match(res.headers.get('access-control-allow-methods') ?? '', /POST/);
      assert.match(res.headers.get('access-control-allow-methods') ?? '', /OPTIONS/);
    });

    await t.step('honeypot: answers success, stored as spam, never mailed', async () => {
      const before = s.mailer.sent.length;
      const { data, error } = await invoke(s, validContact({ website: 'http://spam.example' }));
      assert.equal(error, null);
      assert.equal(data.ok, true);
      const [row] = await s.db.query<Record<string, unknown>>('select status, attempts from contact_messages where id = $1', [data.id]);
      assert.deepEqual(row, { status: 'spam', attempts: 0 });
      // Invalid bodies with the honeypot filled also look like a success and store nothing.
      const bogus = await invoke(s, { website: 'x', firstName: 'bot' });
      assert.equal(bogus.error, null);
      assert.equal(bogus.data.ok, true);
      assert.equal((await s.db.query('select 1 from contact_messages where id = $1', [bogus.data.id])).length, 0);
      await s.ctx.settle();
      assert.equal(s.mailer.sent.length, before);
    });

    await t.step('rate limit: 5 per window per client, then 429 with Retry-After', async () => {
      const ip = '192.0.2.44';
      for (let i = 0; i < 5; i++) {
        const { error } = await invoke(s, validContact(), { ip });
        assert.equal(error, null, `request ${i + 1}`);
      }
      const { error } = await invoke(s, validContact(), { ip });
      const res = await errorBody(error);
      assert.equal(res.status, 429);
      assert.match(String(res.body.error), /^Too many messages from your network\. Please try again in \d+ (seconds|minutes), or email us directly at hello@voltapharma\.example\.$/);
      const retryAfter = Number(res.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 600, String(retryAfter));
      // What the site needs to say it in the visitor's language: the code, the limit, the wait.
      assert.equal(res.body.code, 'rateLimited');
      assert.equal(res.body.scope, 'client');
      assert.equal(res.body.retryAfter, retryAfter);
      assertCors(res.headers);
      // Other clients are not affected. Only x-forwarded-for names the client: the same address
      // in cf-connecting-ip is a visitor without a known address (see ratelimit.test.ts).
      assert.equal((await invoke(s, validContact(), { ip: '192.0.2.45' })).error, null);
      const viaCf = await s.client.functions.invoke(NAME, {
        body: validContact({ email: 'other.sender@example.com' }),
        headers: { 'cf-connecting-ip': ip },
      });
      assert.equal(viaCf.error, null);
      // Stored rows: exactly the five accepted ones for that client.
      const hash = await keyedHash(TEST_SECRET, 'client', ip);
      const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from contact_messages where client_hash = $1', [hash]) as [{ n: number }];
      assert.equal(n, 5);
      // Six hits counted: the five accepted and the refused one (the cf-connecting-ip one is not this client).
      const counter = await s.db.query<{ hits: number }>('select hits from rate_limits where key_hash = $1', [hash]);
      assert.equal(counter[0]?.hits, 6);
      // Once the client's window has run out, it starts afresh.
      await s.db.query("update rate_limits set window_start = now() - interval '601 seconds' where key_hash = $1", [hash]);
      assert.equal((await invoke(s, validContact(), { ip })).error, null);
      const [fresh] = await s.db.query<{ hits: number }>('select hits from rate_limits where key_hash = $1', [hash]);
      assert.equal(fresh?.hits, 1);
    });

    await t.step('mail failure: still 200 once stored; the message stays pending', async () => {
      s.mailer.failWith = 'SMTP relay unreachable';
      try {
        const { data, error } = await invoke(s, validContact());
        assert.equal(error, null);
        assert.equal(data.ok, true);
        const [row] = await s.db.query<Record<string, unknown>>('select status, attempts, last_error, sent_at from contact_messages where id = $1', [data.id]);
        assert.equal(row?.status, 'pending');
        assert.equal(row?.attempts, 1);
        assert.equal(row?.last_error, 'Error: SMTP relay unreachable');
        assert.equal(row?.sent_at, null);
      } finally {
        s.mailer.failWith = null;
      }
    });
  } finally {
    await s.close();
  }
});

Deno.test('rate limit lifted with RATE_LIMIT_MAX=0', async () => {
  const s = await setup({ RATE_LIMIT_MAX: '0' });
  try {
    for (let i = 0; i < 12; i++) assert.equal((await invoke(s, validContact(), { ip: '192.0.2.99' })).error, null);
    assert.equal((await s.db.query('select 1 from rate_limits')).length, 0);
  } finally {
    await s.close();
  }
});

Deno.test('ALLOWED_ORIGINS: listed origins are echoed, others refused with 403', async () => {
  const s = await setup({ ALLOWED_ORIGINS: 'https://www.voltapharma.example, http://localhost:4173' });
  try {
    const ok = await fetch(s.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:4173' },
      body: JSON.stringify(validContact()),
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:4173');
    assert.equal(ok.headers.get('vary'), 'Origin');
    await ok.body?.cancel();
    const bad = await fetch(s.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(validContact()),
    });
    assert.equal(bad.status, 403);
    assert.equal(bad.headers.get('access-control-allow-origin'), null);
    assert.deepEqual(await bad.json(), { error: 'This origin is not allowed to call this function.', code: 'originRefused' });
  } finally {
    await s.close();
  }
});

Deno.test('service unavailable (no database): 503 JSON with CORS, no crash', async () => {
  const handler = createContactHandler(() => Promise.reject(new Error('db down')));
  const originalError = console.error;
  console.error = () => {};
  try {
    const res = await handler(new Request('http://x/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validContact()),
    }));
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match((await res.json()).error, /temporarily unavailable/);
  } finally {
    console.error = originalError;
  }
});

Deno.test('the error codes are the ones the site says in the visitor\'s language (src/lib/functionFailure.ts)', () => {
  // A code the site does not know would reach a French page as the English fallback of its status.
  assert.deepEqual([...ERROR_CODES].sort(), [...functionErrorCodes].sort());
});
