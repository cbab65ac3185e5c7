#!/usr/bin/env node
/**
 * Load test of send-contact-email on the local function server (npm run bench:contact).
 *
 * Builds the Node bundle of the functions, serves them like `npm start` does (PGlite on disk,
 * .eml outbox) in a temporary folder with the rate limit lifted, runs autocannon against
 * POST /functions/v1/send-contact-email, prints req/s, latency p50/p99 and errors, and checks
 * that the stored rows, the mails written and the 2xx answers all agree.
 *
 * Fails (exit 1) when a guarantee breaks: a non-2xx answer, or rows / mails / 2xx answers that
 * disagree. Client errors and timeouts are reported as warnings.
 *
 * Environment: BENCH_DURATION (seconds, default 30), BENCH_CONNECTIONS (default 100),
 * BENCH_IN_MEMORY=1 keeps the database in memory, BENCH_KEEP=1 keeps the temporary folder.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const duration = Number(process.env.BENCH_DURATION ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

const benchDir = join(root, '.data', 'bench');
mkdirSync(benchDir, { recursive: true });
const work = mkdtempSync(join(benchDir, 'run-'));
const { buildFunctions } = await import(pathToFileURL(join(root, 'supabase/functions/_local/build.mjs')).href);
const bundle = await buildFunctions(join(benchDir, 'functions.mjs'));
const { createLocalFunctions } = await import(`${pathToFileURL(bundle).href}?t=${Date.now()}`);

const quiet = { info() {}, warn() {}, error: (event, data) => console.error(event, data) };
const fns = await createLocalFunctions({
  dataDir: work,
  inMemory: process.env.BENCH_IN_MEMORY === '1',
  env: { RATE_LIMIT_MAX: '0', RETRY_INTERVAL_SECONDS: '0', RESEND_API_KEY: '', SMTP_URL: '', OUTBOX_DIR: '' },
  log: quiet,
});

// Server-side count of what the function answered, to compare with the database exactly:
// autocannon does not count the requests still in flight when it stops, although the
// function completes (and stores) them.
const served = { ok: 0, other: 0, inFlight: 0 };
const server = http.createServer(async (req, res) => {
  served.inFlight++;
  try {
    if (!(await fns.nodeHandler(req, res))) {
      res.writeHead(404);
      res.end();
    }
    if (res.statusCode >= 200 && res.statusCode < 300) served.ok++;
    else served.other++;
  } finally {
    served.inFlight--;
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/functions/v1/send-contact-email`;

const body = JSON.stringify({
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama.mensah@example.com',
  phone: '+233 24 123 4567',
  organization: 'Korle Bu Teaching Hospital',
  service: 'Malaria Drug Sales',
  message: 'Please send a quotation for 10,000 packs of artemether-lumefantrine 20/120 mg.',
});

console.log(`bench: ${connections} connections for ${duration} s -> ${url} (data in ${work})`);
const result = await autocannon({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost' },
  body,
  connections,
  duration,
});

await new Promise((r) => server.close(r));
while (served.inFlight > 0) await new Promise((r) => setTimeout(r, 20));
const [{ n: rows }] = await fns.db.query('select count(*)::int as n from contact_messages');
const [{ n: sent }] = await fns.db.query("select count(*)::int as n from contact_messages where status = 'sent'");
const files = readdirSync(fns.outboxDir).filter((f) => f.endsWith('.eml')).length;
await fns.close();

const report = {
  'requests/s (mean)': result.requests.average,
  'latency p50 ms': result.latency.p50,
  'latency p99 ms': result.latency.p99,
  'latency max ms': result.latency.max,
  '2xx (autocannon)': result['2xx'],
  'non-2xx': result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  '2xx answered by the function': served.ok,
  'other answers by the function': served.other,
  'rows stored': rows,
  'rows sent': sent,
  'eml files': files,
};
console.table(report);

// Failures are broken guarantees; client-side errors and timeouts (an overloaded machine)
// are reported but do not fail the run.
const failures = [];
if (result.non2xx > 0 || served.other > 0) failures.push(`${result.non2xx} non-2xx answers (${served.other} from the function)`);
if (rows !== served.ok) failures.push(`rows stored (${rows}) != 2xx answers of the function (${served.ok})`);
// Requests in flight when autocannon stops, or abandoned on a client timeout, are answered
// and stored without being counted by autocannon; there are at most that many.
const uncounted = connections + result.errors + result.timeouts;
if (result['2xx'] > rows || rows - result['2xx'] > uncounted) {
  failures.push(`2xx received by autocannon (${result['2xx']}) does not match rows stored (${rows})`);
}
if (sent !== rows || files !== rows) failures.push(`mailed ${sent} / files ${files} for ${rows} rows`);
if (result.errors > 0 || result.timeouts > 0) {
  console.warn(`warning: ${result.errors} client errors, ${result.timeouts} timeouts (machine overloaded?)`);
}

if (process.env.BENCH_KEEP !== '1') rmSync(work, { recursive: true, force: true });
if (failures.length) {
  console.error(`bench:contact FAILED\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`bench:contact OK: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${rows} rows = ${served.ok} 2xx answers (${result['2xx']} counted by autocannon)`);
