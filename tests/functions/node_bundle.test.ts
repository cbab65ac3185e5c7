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
const fns = await createLocalFunctions({ dataDir, env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_SALT: 's' }, log: quiet });
const server = http.createServer(async (req, res) => {
  if (await fns.nodeHandler(req, res)) return;
  res.writeHead(404, { 'content-type': 'text/plain' }); res.end('static 404');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = 'http://127.0.0.1:' + server.address().port;
const post = (name, body, headers = {}) => fetch(base + '/functions/v1/' + name, {
  method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const out = { outboxDir: fns.outboxDir, transport: fns.mailTransport, names: fns.names };
const msg = { firstName: 'Abena', email: 'abena@example.com', message: 'Hello <b>team</b>', service: 'WHO Prequalification' };
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
out.files = readdirSync(fns.outboxDir);
out.eml = readFileSync(join(fns.outboxDir, out.files[0]), 'utf8');
out.rows = await fns.db.query('select status, attempts from contact_messages');
out.lockWhileOpen = existsSync(join(dataDir, 'pglite') + '.lock');
server.close();
await fns.close();
out.lockAfterClose = existsSync(join(dataDir, 'pglite') + '.lock');
console.log(JSON.stringify(out));
`;

Deno.test('esbuild bundle runs the functions under plain Node', async () => {
  const work = await Deno.makeTempDir({ dir: join(ROOT, '.data'), prefix: 'test-node-bundle-' }).catch(async () => {
    await Deno.mkdir(join(ROOT, '.data'), { recursive: true });
    return await Deno.makeTempDir({ dir: join(ROOT, '.data'), prefix: 'test-node-bundle-' });
  });
  try {
    const bundle = join(work, 'functions.mjs');
    const build = await new Deno.Command('node', {
      args: [join(ROOT, 'supabase/functions/_local/build.mjs'), bundle],
      cwd: ROOT,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    assert.equal(build.code, 0, new TextDecoder().decode(build.stderr));
    const source = await Deno.readTextFile(bundle);
    assert.ok(!source.includes('npm:'), 'no npm: specifier left for Node');
    assert.match(source, /from "@electric-sql\/pglite"/);

    const run = await new Deno.Command('node', {
      args: ['--input-type=module', '-e', SMOKE],
      cwd: ROOT,
      env: childEnv({ BUNDLE: `file://${bundle}`, DATA_DIR: join(work, 'data') }),
      clearEnv: true,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    const stderr = new TextDecoder().decode(run.stderr);
    assert.equal(run.code, 0, stderr);
    const out = JSON.parse(new TextDecoder().decode(run.stdout).trim().split('\n').at(-1) ?? '');

    assert.equal(out.transport, 'outbox');
    assert.equal(out.outboxDir, join(work, 'data', 'outbox'));
    assert.deepEqual(out.names, ['send-contact-email', 'subscribe-newsletter']);
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
    assert.equal(out.files.length, 2);
    assert.ok(out.files.every((f: string) => /^\d{8}T\d{6}Z-contact-[0-9a-f-]{36}\.eml$/.test(f)));
    assert.match(out.eml, /^To: hello@voltapharma\.example$/m);
    assert.match(out.eml, /^Reply-To: Abena <abena@example\.com>$/m);
    assert.ok(out.eml.includes('Hello &lt;b&gt;team&lt;/b&gt;'));
    assert.deepEqual(out.rows, [{ status: 'sent', attempts: 1 }, { status: 'sent', attempts: 1 }]);
    assert.equal(out.lockWhileOpen, true);
    assert.equal(out.lockAfterClose, false);
  } finally {
    await Deno.remove(work, { recursive: true });
  }
});
