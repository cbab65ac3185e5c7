/**
 * The Node side: supabase/functions/_local/build.mjs bundles node-entry.ts with esbuild, and
 * plain Node 20 (no TypeScript at run time) serves the functions from that bundle through
 * createLocalFunctions().nodeHandler, with PGlite on disk and the .eml outbox.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { CORS_ALLOW_HEADERS } from '../../supabase/functions/_shared/http.ts';
import { childEnv, ROOT } from './_helpers.ts';

const SMOKE = `
import http from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const { createLocalFunctions } = await import(process.env.BUNDLE);
const quiet = { info() {}, warn() {}, error() {} };
const dataDir = process.env.DATA_DIR;
const fns = await createLocalFunctions({ dataDir, env: { RATE_LIMIT_MAX: '2', CLIENT_HASH_SECRET: 's' }, log: quiet });
const server = http.createServer(async (req, res) => {
  if (await fns.nodeHandler(req, res)) return;
  res.writeHead(404, { 'content-type': 'text/plain' }); res.end('static 404');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = 'http://127.0.0.1:' + server.address().port;
const post = (name, body, headers = {}) => fetch(base + '/functions/v1/' + name, {
  method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const out = { outboxDir: fns.outboxDir, transport: fns.mailTransport, names: fns.names };
const msg = { firstName: 'Abena', email: 'abena@example.com', message: 'Hello <b>team</b>', service: 'who' };
let r = await post('send-contact-email', msg, { 'x-forwarded-for': '1.1.1.1' });
out.first = { status: r.status, body: await r.json(), cors: r.headers.get('access-control-allow-origin') };
r = await post('send-contact-email', msg, { 'x-forwarded-for': '2.2.2.2' });
out.second = r.status;
r = await post('send-contact-email', msg, { 'x-forwarded-for': '3.3.3.3', 'x-real-ip': '4.4.4.4' });
out.third = { status: r.status, body: await r.json() };
r = await fetch(base + '/functions/v1/send-contact-email', { method: 'OPTIONS' });
out.preflight = { status: r.status, headers: r.headers.get('access-control-allow-headers') };
r = await fetch(base + '/about');
out.fallthrough = { status: r.status, text: await r.text() };
r = await post('nope', {});
out.unknown = { status: r.status, body: await r.json() };
r = await post('subscribe-newsletter', { email: 'reader@example.com' });
out.newsletter = await r.json();
// The confirmation e-mail is written after the answer, as a .tmp file renamed into place.
const isConfirmMail = (f) => f.includes('-newsletter-confirm-') && f.endsWith('.eml');
for (let i = 0; i < 100 && !readdirSync(fns.outboxDir).some(isConfirmMail); i++) await new Promise((ok) => setTimeout(ok, 50));
const confirmFile = readdirSync(fns.outboxDir).find(isConfirmMail);
out.confirmMail = confirmFile ? readFileSync(join(fns.outboxDir, confirmFile), 'utf8') : null;
out.base = base;
out.files = readdirSync(fns.outboxDir).filter((f) => f !== confirmFile);
out.eml = readFileSync(join(fns.outboxDir, out.files[0]), 'utf8');
out.rows = await fns.db.query('select status, attempts from contact_messages');
out.lockWhileOpen = existsSync(join(dataDir, 'pglite') + '.lock');
server.close();
await fns.close();
out.lockAfterClose = existsSync(join(dataDir, 'pglite') + '.lock');
console.log(JSON.stringify(out));
`;

interface BundleRun {
  /** The folder of the bundle; the script's DATA_DIR is its data/ subfolder. */
  work: string;
  source: string;
  /** The last line the script printed, parsed as JSON. */
  out: ReturnType<typeof JSON.parse>;
}

/** Bundles the functions into a temporary folder and runs `script` with plain Node against it. */
async function runWithBundle(script: string, check: (run: BundleRun) => void | Promise<void>): Promise<void> {
  await Deno.mkdir(join(ROOT, '.data'), { recursive: true });
  const work = await Deno.makeTempDir({ dir: join(ROOT, '.data'), prefix: 'test-node-bundle-' });
  try {
    const bundle = join(work, 'functions.mjs');
    const build = await new Deno.Command('node', {
      args: [join(ROOT, 'supabase/functions/_local/build.mjs'), bundle],
      cwd: ROOT,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    assert.equal(build.code, 0, new TextDecoder().decode(build.stderr));
    const run = await new Deno.Command('node', {
      args: ['--input-type=module', '-e', script],
      cwd: ROOT,
      env: childEnv({ BUNDLE: `file://${bundle}`, DATA_DIR: join(work, 'data') }),
      clearEnv: true,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    assert.equal(run.code, 0, new TextDecoder().decode(run.stderr));
    const out = JSON.parse(new TextDecoder().decode(run.stdout).trim().split('\n').at(-1) ?? '');
    await check({ work, source: await Deno.readTextFile(bundle), out });
  } finally {
    await Deno.remove(work, { recursive: true });
  }
}

Deno.test('esbuild bundle runs the functions under plain Node', async () => {
  await runWithBundle(SMOKE, ({ work, source, out }) => {
    assert.ok(!source.includes('npm:'), 'no npm: specifier left for Node');
    assert.match(source, /from "@electric-sql\/pglite"/);

    assert.equal(out.transport, 'outbox');
    assert.equal(out.outboxDir, join(work, 'data', 'outbox'));
    assert.deepEqual(out.names, ['send-contact-email', 'subscribe-newsletter', 'newsletter-confirm', 'newsletter-unsubscribe']);
    assert.equal(out.first.status, 200);
    assert.equal(out.first.body.ok, true);
    assert.equal(out.first.cors, '*');
    assert.equal(out.second, 200);
    // Client-sent forwarding headers are ignored by default: all three came from one socket.
    assert.equal(out.third.status, 429);
    assert.match(out.third.body.error, /^Too many messages/);
    assert.deepEqual(out.preflight, { status: 204, headers: CORS_ALLOW_HEADERS });
    assert.deepEqual(out.fallthrough, { status: 404, text: 'static 404' });
    assert.equal(out.unknown.status, 404);
    assert.deepEqual(out.newsletter, { ok: true });
    // The sign-up's confirmation e-mail, in the .eml outbox, links to this server's functions.
    assert.match(out.confirmMail ?? '', /^To: reader@example\.com$/m);
    assert.match(out.confirmMail ?? '', /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // nodemailer folds the long header before its `<`: unfolded, the URL is whole.
    assert.ok(String(out.confirmMail).replace(/\r?\n[ \t]+/g, ' ').includes(`List-Unsubscribe: <${out.base}/functions/v1/newsletter-unsubscribe?token=u1.`));
    assert.equal(out.files.length, 2);
    assert.ok(out.files.every((f: string) => /^\d{8}T\d{6}Z-contact-[0-9a-f-]{36}\.eml$/.test(f)));
    assert.match(out.eml, /^To: hello@voltapharma\.example$/m);
    assert.match(out.eml, /^Reply-To: Abena <abena@example\.com>$/m);
    assert.ok(out.eml.includes('Hello &lt;b&gt;team&lt;/b&gt;'));
    assert.deepEqual(out.rows, [{ status: 'sent', attempts: 1 }, { status: 'sent', attempts: 1 }]);
    assert.equal(out.lockWhileOpen, true);
    assert.equal(out.lockAfterClose, false);
  });
});

const KEEP_ALIVE = `
import http from 'node:http';
const { createLocalFunctions, DRAIN_LIMIT_BYTES } = await import(process.env.BUNDLE);
const quiet = { info() {}, warn() {}, error() {} };
const fns = await createLocalFunctions({ inMemory: true, dataDir: process.env.DATA_DIR, env: { RATE_LIMIT_MAX: '0' }, log: quiet });
// As scripts/serve.mjs: the functions, else static files (here a 405 for a POST).
const server = http.createServer(async (req, res) => {
  if (await fns.nodeHandler(req, res)) return;
  res.writeHead(405, { Allow: 'GET, HEAD' });
  res.end();
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const sockets = [];
function send(path, body, { chunked = false } = {}) {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = Buffer.byteLength(body);
    const req = http.request({ host: '127.0.0.1', port: server.address().port, method: 'POST', path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, socket: sockets.indexOf(req.socket) }));
    });
    req.on('socket', (s) => { if (!sockets.includes(s)) sockets.push(s); });
    req.on('error', (e) => resolve({ error: e.code }));
    if (chunked) {
      const size = 64 * 1024;
      for (let i = 0; i < body.length; i += size) req.write(body.slice(i, i + size));
      req.end();
    } else req.end(body);
  });
}
const fn = '/functions/v1/subscribe-newsletter';
const big = (n) => JSON.stringify({ email: 'big@example.com', pad: 'x'.repeat(n) });
const ok = (i) => JSON.stringify({ email: 'reader' + i + '@example.com' });
const out = [];
out.push(await send(fn, big(900 * 1024)));
out.push(await send(fn, ok(1)));
out.push(await send(fn, big(900 * 1024), { chunked: true }));
out.push(await send(fn, ok(2)));
out.push(await send('/about', big(100 * 1024)));
out.push(await send(fn, ok(3)));
out.push(await send(fn, big(DRAIN_LIMIT_BYTES * 3)));
out.push(await send(fn, ok(4)));
agent.destroy();
server.close();
await fns.close();
console.log(JSON.stringify(out));
`;

// Issue #14: after a 413 the next request on the same keep-alive connection was reset
// (413, 400, ECONNRESET, 400): the unread body was parsed as the next request.
Deno.test('413 and other early answers keep the keep-alive connection usable', async () => {
  await runWithBundle(KEEP_ALIVE, ({ out }) => {
    assert.deepEqual(out, [
      // Up to 1 MiB left unread is drained: the connection stays open for the next request.
      { status: 413, connection: 'keep-alive', socket: 0 },
      { status: 200, connection: 'keep-alive', socket: 0 },
      { status: 413, connection: 'keep-alive', socket: 0 },
      { status: 200, connection: 'keep-alive', socket: 0 },
      { status: 405, connection: 'keep-alive', socket: 0 },
      { status: 200, connection: 'keep-alive', socket: 0 },
      // More than that: the answer says Connection: close, and the next request gets a new one.
      { status: 413, connection: 'close', socket: 0 },
      { status: 200, connection: 'keep-alive', socket: 1 },
    ]);
  });
});

const FORM_POSTS = `
import http from 'node:http';
const { createLocalFunctions } = await import(process.env.BUNDLE);
const quiet = { info() {}, warn() {}, error() {} };
const url = async (fns) => {
  const server = http.createServer(async (req, res) => {
    if (await fns.nodeHandler(req, res)) return;
    res.writeHead(405); res.end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, endpoint: 'http://127.0.0.1:' + server.address().port + '/functions/v1/send-contact-email' };
};
const post = (endpoint, body) => fetch(endpoint, { method: 'POST', body, redirect: 'manual' });
const out = {};
// As npm start: no SITE_URL, so the confirmation page is on this same origin.
let fns = await createLocalFunctions({ inMemory: true, dataDir: process.env.DATA_DIR, env: { RATE_LIMIT_MAX: '0', SITE_URL: '' }, log: quiet });
let { server, endpoint } = await url(fns);
let r = await post(endpoint, new URLSearchParams({ firstName: 'Kwàme', email: 'kwame@example.com', message: '50% + more & <b>x</b>\\r\\nbye', locale: 'en' }));
out.encoded = { status: r.status, location: r.headers.get('location') };
const multipart = new FormData();
for (const [k, v] of Object.entries({ firstName: 'Adjoa', email: 'adjoa@', message: 'Kept <i>here</i>', locale: 'fr' })) multipart.append(k, v);
r = await post(endpoint, multipart);
out.invalid = { status: r.status, type: r.headers.get('content-type'), html: await r.text() };
out.rows = await fns.db.query('select first_name, message, status from contact_messages');
server.close();
await fns.close();
// With SITE_URL set, the redirect goes there.
fns = await createLocalFunctions({ inMemory: true, dataDir: process.env.DATA_DIR, env: { RATE_LIMIT_MAX: '0', SITE_URL: 'https://www.volta-site-test.com' }, log: quiet });
({ server, endpoint } = await url(fns));
r = await post(endpoint, new URLSearchParams({ firstName: 'Esi', email: 'esi@example.com', message: 'Hello' }));
out.configured = r.headers.get('location');
server.close();
await fns.close();
console.log(JSON.stringify(out));
`;

Deno.test('the local server takes the contact form posted without script, as the deployed function does', async () => {
  await runWithBundle(FORM_POSTS, ({ out }) => {
    assert.deepEqual(out.encoded, { status: 303, location: '/contact/sent' });
    assert.equal(out.invalid.status, 422);
    assert.equal(out.invalid.type, 'text/html; charset=utf-8');
    assert.ok(out.invalid.html.startsWith('<!doctype html>\n<html lang="fr">'));
    assert.ok(out.invalid.html.includes('>\nKept &lt;i&gt;here&lt;/i&gt;</textarea>'));
    assert.deepEqual(out.rows, [{ first_name: 'Kwàme', message: '50% + more & <b>x</b>\nbye', status: 'sent' }]);
    assert.equal(out.configured, 'https://www.volta-site-test.com/contact/sent');
  });
});
