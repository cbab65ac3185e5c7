// `npm run bench:first-visit`: what a first visit costs over the wire (issue #24), for every
// route in every locale, with and without Save-Data, in Debian's Chromium.
//
//   node scripts/bench-first-visit.mjs [--only <regex>] [--profile normal|save-data|both]
//        [--concurrency 3] [--window 8000] [--quiet 3000] [--settle 6500] [--json file] [--requests]
//        [--port 4360] [--base http://host:port] [--check]
//
// Each visit: a fresh browser context (cold cache, service workers allowed) on a 390x844
// phone; the page loads, and every byte the server sends the device is counted until 8 s
// after the load event (--window), or earlier once nothing has been in flight for 3 s
// (--quiet), though never before 6.5 s (--settle: the boot script registers the service
// worker 5 s after load, and its download is part of the visit). The bytes are counted on the wire itself: each browser context talks to the
// site through a small reverse proxy of this script's (one per parallel slot, on the ports
// after --port), which adds up, for every response, its status line and headers as the
// server sent them and its body as sent (compressed); so the page's requests, the service
// worker's script, its imports and its own fetches are all counted, and what the browser
// takes from its caches is not. Requests to other origins (none today) bypass the proxy
// and are counted from Chromium's own figures (headers and encoded body).
// Save-Data: every request carries `Save-Data: on` (the proxy adds it where the browser
// does not, as for a service worker's script) and the page reads
// navigator.connection.saveData === true (CDP Emulation.setDataSaverOverride, checked).
// A benchmark: it prints figures; it exits 1 when a page cannot be measured, and with
// --check also when a route misses its budget.
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { budgets, formatTable, islandsOf, kib, missesOf, summarize, summaryLine } from './first-visit.mjs';
import { everyPageIslands, loadRoutes } from './size-report.mjs';
import { root, startSite } from './start-site.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const PROFILES = ['normal', 'save-data'];

// --- options ------------------------------------------------------------------------------
function usage(message) {
  console.error(message);
  console.error('Options: --only <regex> --profile normal|save-data|both --concurrency <n> --window <ms> --quiet <ms> --settle <ms> --json <file> --requests --port <n> --base <url> --check');
  process.exit(2);
}
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      only: { type: 'string' },
      profile: { type: 'string', default: 'both' },
      concurrency: { type: 'string', default: '3' },
      window: { type: 'string', default: '8000' },
      quiet: { type: 'string', default: '3000' },
      settle: { type: 'string', default: '6500' },
      timeout: { type: 'string', default: '30000' },
      json: { type: 'string' },
      requests: { type: 'boolean', default: false },
      port: { type: 'string', default: '4360' },
      base: { type: 'string' },
      check: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  usage(error.message);
}
const profileNames = options.profile === 'both' ? PROFILES : [options.profile];
if (!profileNames.every((name) => PROFILES.includes(name))) usage(`Unknown profile: ${options.profile}`);
const concurrency = Number(options.concurrency);
const windowMs = Number(options.window);
const quietMs = Number(options.quiet);
const settleMs = Number(options.settle);
const timeoutMs = Number(options.timeout);
const port = Number(options.port);
if (!(Number.isInteger(concurrency) && concurrency >= 1) || !(windowMs > 0) || !(quietMs > 0) || !(settleMs >= 0) || !(timeoutMs > 0) || !Number.isInteger(port)) {
  usage('--concurrency takes a whole number from 1; --window, --quiet and --timeout milliseconds; --port a port');
}
let only = null;
if (options.only) {
  try {
    only = new RegExp(options.only);
  } catch {
    usage(`--only: not a regular expression: ${options.only}`);
  }
}

// --- the counting proxy -------------------------------------------------------------------
/** Bytes of a response's status line and header block, as the server sent them. */
function headerBytes(response) {
  let size = Buffer.byteLength(`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage ?? ''}\r\n`) + 2;
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    size += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
  }
  return size;
}

/** Decoders of the encodings the proxy can take apart to put a line before a worker's script. */
const decoders = { identity: (body) => body, br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };
const SAVE_DATA_IN_WORKER =
  "try{Object.defineProperty(NetworkInformation.prototype,'saveData',{configurable:true,get:()=>true})}catch{}\n";

/** Connection-level headers this proxy's own connections carry instead. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * A reverse proxy at `listenPort` to `upstream` that records, for the visit in progress
 * (`slot.visit`), each response's bytes. One slot serves one browser context at a time.
 */
function startSlot(listenPort, upstream) {
  const client = upstream.protocol === 'https:' ? https : http;
  // Kept alive, as the browser's own connection would be: the server's connection headers
  // (Connection, Keep-Alive) are part of what is counted.
  const agent = new client.Agent({ keepAlive: true });
  const slot = { visit: null, origin: `http://127.0.0.1:${listenPort}` };
  slot.server = http.createServer((request, response) => {
    const visit = slot.visit;
    const record = { path: request.url, destination: request.headers['sec-fetch-dest'] ?? '', status: 0, contentType: '', headerBytes: 0, bodyBytes: 0, done: false };
    if (visit) {
      visit.records.push(record);
      visit.inFlight += 1;
      visit.lastActivity = Date.now();
    }
    const finish = () => {
      if (record.done) return;
      record.done = true;
      if (visit) {
        visit.inFlight -= 1;
        visit.lastActivity = Date.now();
      }
    };
    const headers = { ...request.headers, host: upstream.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    if (visit?.saveData) headers['save-data'] = 'on';
    // `answer` is the response as the server encoded it (brotli, gzip): Node's client decodes nothing.
    const onAnswer = (answer) => {
      record.status = answer.statusCode;
      record.contentType = answer.headers['content-type'] ?? '';
      record.headerBytes = headerBytes(answer);
      // With Save-Data, the service worker's script is served with a first line that makes
      // navigator.connection.saveData read true in the worker too (CDP's override reaches
      // the page only); the bytes counted are still the server's.
      const shim = Boolean(visit?.saveData) && record.destination === 'serviceworker' && answer.statusCode === 200 && decoders[answer.headers['content-encoding'] ?? 'identity'];
      const raw = [];
      for (let index = 0; index < answer.rawHeaders.length; index += 2) {
        const name = answer.rawHeaders[index];
        let value = answer.rawHeaders[index + 1];
        if (HOP_BY_HOP.has(name.toLowerCase())) continue;
        if (shim && ['content-encoding', 'content-length'].includes(name.toLowerCase())) continue;
        // A redirect to the server's own origin stays on this proxy.
        if (name.toLowerCase() === 'location' && value.startsWith(upstream.origin)) value = value.slice(upstream.origin.length) || '/';
        raw.push(name, value);
      }
      response.sendDate = false;
      const chunks = [];
      answer.on('data', (chunk) => {
        record.bodyBytes += chunk.length;
        if (shim) chunks.push(chunk);
        if (visit) visit.lastActivity = Date.now();
      });
      answer.on('end', finish);
      answer.on('error', finish);
      if (!shim) {
        response.writeHead(answer.statusCode, answer.statusMessage, raw);
        answer.pipe(response);
        return;
      }
      answer.on('end', () => {
        const body = Buffer.concat([Buffer.from(SAVE_DATA_IN_WORKER), shim(Buffer.concat(chunks))]);
        response.writeHead(answer.statusCode, answer.statusMessage, [...raw, 'Content-Length', String(body.length)]);
        response.end(body);
        record.shimmed = true;
      });
    };
    // A request without a body goes once more when the server closed the kept-alive
    // connection under it (Node's advice for `reusedSocket`), as the browser itself would.
    const bodyless = request.method === 'GET' || request.method === 'HEAD';
    let forward;
    const send = (again) => {
      const attempt = client.request({ protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers, agent }, onAnswer);
      forward = attempt;
      attempt.on('error', (error) => {
        if (again && bodyless && attempt.reusedSocket && record.status === 0) {
          record.retried = true;
          send(false);
          return;
        }
        record.failed = error.message;
        finish();
        response.destroy();
      });
      if (bodyless) attempt.end();
      else request.pipe(attempt);
    };
    send(true);
    // The browser gave up on it (a cancelled request): so does the proxy.
    response.on('close', () => {
      if (!record.done) forward.destroy();
      finish();
    });
  });
  return new Promise((resolve, reject) => {
    slot.server.once('error', reject);
    slot.server.listen(listenPort, '127.0.0.1', () => resolve(slot));
  });
}

// --- one visit ----------------------------------------------------------------------------
class MeasureError extends Error {}

async function visit(browser, slot, route, profileName) {
  const saveData = profileName === 'save-data';
  const state = { records: [], inFlight: 0, lastActivity: Date.now(), saveData, foreign: [] };
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow', ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}) });
  slot.visit = state;
  try {
    // Other origins do not pass through the proxy: Chromium's own figures count them.
    const foreign = (request) => /^https?:/.test(request.url()) && new URL(request.url()).origin !== slot.origin;
    const pending = new Map();
    context.on('request', (request) => {
      if (!foreign(request)) return;
      const entry = { path: request.url(), destination: request.resourceType(), status: 0, contentType: '', bytes: 0, done: false };
      pending.set(request, entry);
      state.foreign.push(entry);
      state.inFlight += 1;
      state.lastActivity = Date.now();
    });
    const settle = (entry) => {
      entry.done = true;
      state.inFlight -= 1;
      state.lastActivity = Date.now();
    };
    context.on('requestfinished', async (request) => {
      const entry = pending.get(request);
      if (!entry) return;
      const response = await request.response().catch(() => null);
      // What a service worker answers from its cache crossed no wire (its own fetch is counted).
      if (response && !response.fromServiceWorker()) {
        const sizes = await request.sizes().catch(() => null);
        entry.bytes = sizes ? sizes.responseHeadersSize + sizes.responseBodySize : 0;
        entry.status = response.status();
        entry.contentType = (await response.headerValue('content-type').catch(() => null)) ?? '';
      }
      settle(entry);
    });
    context.on('requestfailed', (request) => {
      const entry = pending.get(request);
      if (entry) settle(entry);
    });

    const page = await context.newPage();
    if (saveData) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    }
    let document;
    try {
      document = await page.goto(slot.origin + route, { waitUntil: 'load', timeout: timeoutMs });
    } catch (error) {
      throw new MeasureError(`page did not load: ${error.message.split('\n')[0]}`);
    }
    const loadedAt = Date.now();
    if (!document || document.status() >= 400) throw new MeasureError(`page answered ${document?.status() ?? 'nothing'}`);
    const saveDataRead = await page.evaluate(() => navigator.connection?.saveData ?? null);
    if (saveDataRead !== saveData) throw new MeasureError(`navigator.connection.saveData reads ${saveDataRead}, expected ${saveData}`);

    // Until `windowMs` after load, or once nothing has been in flight for `quietMs` and the
    // page has been idle since (its own idle callbacks, which fetch the islands' code, run
    // before one queued after them: on a busy machine they can come later than `quietMs`).
    const pageIdle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 10_000 }))).catch(() => false);
    for (;;) {
      const now = Date.now();
      if (now - loadedAt >= windowMs) break;
      // Never before `settleMs`: the boot script registers the service worker 5 s after load.
      const quiet = () => Date.now() - loadedAt >= settleMs && state.inFlight === 0 && Date.now() - Math.max(loadedAt, state.lastActivity) >= quietMs;
      if (quiet()) {
        const activity = state.lastActivity;
        await Promise.race([pageIdle(), new Promise((resolve) => setTimeout(resolve, Math.max(0, loadedAt + windowMs - Date.now())))]);
        if (state.lastActivity === activity && quiet()) break;
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const endedAt = Date.now();
    // A snapshot: what arrives after the window is not counted.
    const responses = [
      ...state.records.map((record) => ({ ...record, bytes: record.headerBytes + record.bodyBytes })),
      ...state.foreign.map((entry) => ({ ...entry })),
    ];
    // The page would have gone on without it: not a first visit as a visitor has it.
    const failed = state.records.find((record) => record.failed);
    if (failed) throw new MeasureError(`the site did not answer ${failed.path} (${failed.failed})`);
    const workers = context.serviceWorkers();
    for (const worker of workers) {
      const workerRead = await worker.evaluate(() => navigator.connection?.saveData ?? null).catch(() => 'unknown');
      if (workerRead !== saveData) throw new MeasureError(`navigator.connection.saveData reads ${workerRead} in the service worker, expected ${saveData}`);
    }
    return {
      ...summarize(responses),
      requests: responses.map(({ path: where, destination, status, contentType, bytes, done, retried }) => ({ path: where, destination, status, contentType, bytes, done, ...(retried ? { retried } : {}) })),
      inFlightAtEnd: responses.filter((response) => !response.done).length,
      serviceWorkers: workers.length,
      endedAfterLoadMs: endedAt - loadedAt,
    };
  } finally {
    slot.visit = null;
    await context.close().catch(() => undefined);
  }
}

// --- main ---------------------------------------------------------------------------------
const startedAt = Date.now();
// The site as `npm start` serves it (built first when needed), with a database of its own;
// or an already running one (--base).
const base = new URL(options.base ?? `http://127.0.0.1:${port}`);
const server = options.base ? null : await startSite(port, { DATA_DIR: path.join(root, '.data', 'bench-first-visit') });
const slots = [];
let browser;
let browserVersion = '';
const rows = [];
try {
  let routes;
  try {
    routes = await loadRoutes();
  } catch {
    throw new Error('No build to read the routes from (dist-ssr/): run `npm run build` first.');
  }
  routes = routes.filter((route) => !only || only.test(route));
  if (routes.length === 0) throw new Error(`No route matches --only ${options.only}`);

  for (let index = 1; index <= concurrency; index += 1) slots.push(await startSlot(port + index, base));
  browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs, headless: true });
  browserVersion = browser.version();
  console.log(
    `bench:first-visit: ${routes.length} routes x ${profileNames.join(', ')}, ${concurrency} at a time, ${base.origin}, Chromium ${browserVersion}; counting until ${windowMs / 1000} s after load or ${quietMs / 1000} s without a request in flight (not before ${settleMs / 1000} s)`,
  );

  // Which pages have islands, from the HTML as served.
  const everyPage = await everyPageIslands();
  for (const route of routes) {
    const response = await fetch(new URL(route, base), { signal: AbortSignal.timeout(timeoutMs) });
    rows.push({ route, islands: response.ok ? islandsOf(await response.text(), everyPage) : [], results: {} });
  }

  const jobs = rows.flatMap((row) => profileNames.map((name) => ({ row, name })));
  const work = async (slot) => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { row, name } = job;
      let result;
      try {
        result = await visit(browser, slot, row.route, name);
      } catch (error) {
        if (!(error instanceof MeasureError)) throw error;
        // Once more: a busy machine can miss a page load's timeout.
        try {
          result = await visit(browser, slot, row.route, name);
        } catch (again) {
          if (!(again instanceof MeasureError)) throw again;
          result = { error: again.message };
        }
      }
      row.results[name] = result;
      const figures = result.error
        ? `FAILED: ${result.error}`
        : `${kib(result.bytes.total)} KiB, script ${kib(result.bytes.script)} KiB in ${result.scriptFiles} files${result.serviceWorkers > 0 ? `, ${result.serviceWorkers} service worker (saveData ${name === 'save-data'} there too)` : ''}${result.inFlightAtEnd > 0 ? `, ${result.inFlightAtEnd} still in flight` : ''}`;
      console.log(`  ${name.padEnd(9)} ${row.route.padEnd(40)} ${figures}`);
      if (options.requests && !result.error) {
        for (const request of result.requests) console.log(`      ${String(request.bytes).padStart(7)} B  ${request.status || '-'}  ${request.destination.padEnd(13)} ${request.path}${request.done ? '' : ' (in flight)'}`);
      }
    }
  };
  await Promise.all(slots.map(work));
} finally {
  await browser?.close();
  for (const slot of slots) slot.server.close();
  server?.kill();
}

console.log('');
for (const line of formatTable(rows, profileNames)) console.log(line);
console.log('');
console.log(summaryLine(rows, profileNames));
console.log(
  `KiB (1024 bytes) over the wire from a cold cache: each response's status line, headers and body as the server sent them (compressed), for everything the page and its service worker fetched until ${windowMs / 1000} s after load or ${quietMs / 1000} s of quiet, not before ${settleMs / 1000} s; 390x844 phone, Chromium ${browserVersion}.`,
);
console.log('Script: script bytes (files). SD: Save-Data on (the header on every request, navigator.connection.saveData true).');
console.log(`Budgets (issue #24): a page without islands ${kib(budgets.withoutIslands)} KiB and no script file; with islands ${kib(budgets.withIslands)} KiB; with Save-Data no script on any page.`);
const visits = rows.flatMap((row) => profileNames.map((name) => row.results[name])).filter((result) => result && !result.error);
if (visits.length > 0) {
  const ends = visits.map((result) => result.endedAfterLoadMs).sort((a, b) => a - b);
  const full = ends.filter((ms) => ms >= windowMs).length;
  const cut = visits.filter((result) => result.inFlightAtEnd > 0).length;
  console.log(
    `Visits counted until ${(ends[0] / 1000).toFixed(1)}-${(ends[ends.length - 1] / 1000).toFixed(1)} s after load (median ${(ends[Math.floor(ends.length / 2)] / 1000).toFixed(1)} s); ${full} ran the whole window; ${cut} ended with a request in flight (counted as far as it came).`,
  );
}
console.log(`Measured in ${Math.round((Date.now() - startedAt) / 1000)} s.`);

if (options.json) {
  await writeFile(options.json, `${JSON.stringify({ window: windowMs, quiet: quietMs, base: base.origin, budgets, routes: rows }, null, 2)}\n`);
  console.log(`JSON: ${options.json}`);
}
const failed = rows.filter((row) => profileNames.some((name) => !row.results[name] || row.results[name].error)).length;
if (failed > 0) {
  console.error(`${failed} route(s) could not be measured.`);
  process.exit(1);
}
if (options.check && rows.some((row) => profileNames.some((name) => missesOf(row.islands.length > 0, name, row.results[name]).length > 0))) process.exit(1);
