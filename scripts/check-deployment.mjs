#!/usr/bin/env node
// `npm run check:deployment -- https://<ref>.supabase.co [--origin https://www.your-domain.com]`
//
// What a deployer runs after deploying the functions (supabase/functions/README.md, "Check after
// deploying"). It asks the deployed send-contact-email and subscribe-newsletter what only a real
// project can show, and prints a PASS / WARN / FAIL table (exit 1 on any FAIL):
//   - the functions start (production refuses to start while a secret is missing: 503);
//   - GET answers 405, and that answer's `clientAddress` report says which header carried a
//     usable client address, how many X-Forwarded-For entries it had, of what kind the entry read
//     is (public, private...) and which other headers name the same network; never the address;
//   - whether a claimed X-Forwarded-For entry is the one read (then any caller picks its own);
//   - CORS: a foreign origin gets no Access-Control-Allow-Origin, a POST from it or from
//     `Origin: null` is refused (403); the site's origin (--origin) is answered;
//   - an oversized body is refused (413);
//   - the rate limit answers 429 from the checker's own address even while the left-most
//     X-Forwarded-For entry rotates.
// It leaves nothing behind and sends no mail: every request is refused before storage (405,
// 403, 413), or is a dry run (header `x-check-deployment: dry-run`) that counts against the
// limits as any request does and is answered without being stored or mailed. It spends the
// checker's own rate budget for one window (10 minutes by default).
import { randomUUID } from 'node:crypto';

const USAGE = 'Usage: npm run check:deployment -- https://<project>.supabase.co [--origin https://www.your-domain.com] [--rate-limit-max 5]';
const FOREIGN_ORIGIN = 'https://check-deployment.invalid';
// An RFC 5737 documentation address: what a caller would claim; never a visitor's.
const CLAIMED = (i) => `198.51.100.${i}`;

function parseArgs(argv) {
  const opts = { base: null, origin: process.env.CHECK_ORIGIN ?? null, max: 5 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--origin') opts.origin = argv[++i] ?? null;
    else if (arg === '--rate-limit-max') opts.max = Number(argv[++i]);
    else if (arg === '--help' || arg === '-h') opts.help = true;
    else if (!opts.base) opts.base = arg;
    else throw new Error(`Unexpected argument: ${arg}`);
  }
  if (opts.help || !opts.base) return { ...opts, help: true };
  const base = new URL(opts.base);
  opts.base = base.origin + base.pathname.replace(/\/+$/, '');
  if (opts.origin) opts.origin = new URL(opts.origin).origin;
  if (!Number.isInteger(opts.max) || opts.max < 1 || opts.max > 100) throw new Error('--rate-limit-max must be an integer from 1 to 100');
  return opts;
}

const results = [];
const record = (status, check, detail) => results.push({ status, check, detail });

async function call(url, init = {}) {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...init });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: res.status, headers: res.headers, body, text };
  } catch (err) {
    return { status: 0, headers: new Headers(), body: null, text: String(err?.cause?.message ?? err?.message ?? err) };
  }
}

const json = (headers = {}) => ({ 'content-type': 'application/json', ...headers });
const answerText = (res) => (res.status === 0 ? `no answer (${res.text})` : `${res.status}${res.body?.code ? ` ${res.body.code}` : ''}`);

/** 1. Both functions start, and GET answers 405 with the client-address report. */
async function checkStarted(endpoints) {
  const reports = {};
  for (const [name, url] of Object.entries(endpoints)) {
    const res = await call(url);
    if (res.status === 405 && res.body?.code === 'methodNotAllowed') {
      record('PASS', `${name}: GET answers 405`, `Allow: ${res.headers.get('allow') ?? '(none)'}`);
      reports[name] = res.body.clientAddress ?? null;
    } else if (res.status === 503) {
      record('FAIL', `${name}: starts`, 'answers 503: production is not configured. Its log (dashboard, Edge Functions > Logs, `.unavailable`) names each variable to set');
    } else {
      record('FAIL', `${name}: GET answers 405`, `got ${answerText(res)}${res.status === 404 ? ' (not deployed?)' : ''}`);
    }
  }
  return reports;
}

/**
 * 2. Which header carries the address, and whether a caller's claim is what is read. Returns
 * 'known' (a platform-set address is read), 'unknown' (none arrives) or 'chosen' (the caller's).
 */
async function checkAddress(url, plain) {
  if (!plain) {
    record('FAIL', 'client address: report', 'the 405 answer has no clientAddress report: the deployed code predates this check; deploy the functions again');
    return 'unknown';
  }
  const claimed = (await call(url, { headers: { 'x-forwarded-for': CLAIMED(23) } })).body?.clientAddress;
  const where = `${plain.header ?? 'none'}, entry ${plain.hops} from the right (${plain.entries} entr${plain.entries === 1 ? 'y' : 'ies'}; ` +
    `arrived: ${plain.present.join(', ') || 'no address header'}${plain.sameAs.length ? `; same network as ${plain.sameAs.join(', ')}` : ''})`;
  if (!plain.usable) {
    const hint = plain.present.length ? `set CLIENT_ADDRESS_HEADER to the one the platform sets (${plain.present.join(', ')}) and deploy again` : 'no header carries one';
    record('WARN', 'client address: header', `no usable address in ${where}: visitors are limited per e-mail address, per message and by the flood ceiling only; ${hint}`);
  } else if (plain.kind === 'public') {
    record('PASS', 'client address: header', `${where}: a public address`);
  } else {
    const local = plain.kind === 'loopback' ? ' (expected when checking a local server)' : '';
    record('WARN', 'client address: header', `${where}: a ${plain.kind} address, likely a proxy of the platform rather than the visitor${local}; ` +
      `if so every visitor shares one limit: set CLIENT_ADDRESS_HOPS=${plain.hops + 1} and deploy again`);
  }
  if (!claimed) {
    record('FAIL', 'client address: a caller cannot choose it', 'no report on the second request');
    return 'unknown';
  }
  const grew = claimed.entries - plain.entries;
  const how = grew === 1 ? 'the platform appends to X-Forwarded-For (the caller\'s entries come first)' : grew === 0 ? 'the platform replaces X-Forwarded-For' : `X-Forwarded-For grew by ${grew}`;
  // The claimed entry is a documentation address: read, it would be of kind 'documentation'.
  if (claimed.usable && claimed.kind === 'documentation' && plain.kind !== 'documentation') {
    record('FAIL', 'client address: a caller cannot choose it', `${how}, and the entry read is the one the caller sent: any caller picks its own limit. Set CLIENT_ADDRESS_HEADER / CLIENT_ADDRESS_HOPS to what the platform writes`);
    return 'chosen';
  }
  record('PASS', 'client address: a caller cannot choose it', `${how}; a claimed entry is not the one read`);
  return plain.usable ? 'known' : 'unknown';
}

/** 3. CORS and origins: refused for a foreign origin and for null, answered for the site's. */
async function checkOrigins(name, url, origin) {
  const preflight = (o) => call(url, { method: 'OPTIONS', headers: { origin: o, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
  const foreign = await preflight(FOREIGN_ORIGIN);
  const allowed = foreign.headers.get('access-control-allow-origin');
  if (foreign.status === 0 || foreign.status >= 500) record('FAIL', `${name}: CORS refuses a foreign origin`, `preflight: ${answerText(foreign)}`);
  else if (allowed === '*' || allowed === FOREIGN_ORIGIN) record('FAIL', `${name}: CORS refuses a foreign origin`, `Access-Control-Allow-Origin: ${allowed}: set ALLOWED_ORIGINS to the site's origin`);
  else record('PASS', `${name}: CORS refuses a foreign origin`, `no Access-Control-Allow-Origin for ${FOREIGN_ORIGIN}`);

  for (const o of [FOREIGN_ORIGIN, 'null']) {
    // `{}` would be refused by validation anyway: nothing can be stored even if the origin passed.
    const post = await call(url, { method: 'POST', headers: json({ origin: o }), body: '{}' });
    const ok = post.status === 403 && post.body?.code === 'originRefused';
    record(ok ? 'PASS' : 'FAIL', `${name}: POST from Origin ${o} refused`, ok ? '403 originRefused' : `got ${answerText(post)}, expected 403 originRefused`);
  }
  if (!origin) {
    record('WARN', `${name}: CORS answers the site`, 'not checked: pass --origin https://www.your-domain.com');
    return;
  }
  const site = await preflight(origin);
  const echoed = site.headers.get('access-control-allow-origin');
  record(echoed === origin ? 'PASS' : 'FAIL', `${name}: CORS answers the site`, echoed === origin
    ? `Access-Control-Allow-Origin: ${origin}`
    : `Access-Control-Allow-Origin: ${echoed ?? '(none)'} for ${origin}: add it to ALLOWED_ORIGINS`);
}

/** 4. An oversized body: 413 before anything is read into storage. */
async function checkTooLarge(name, url, origin) {
  const body = JSON.stringify({ message: 'x'.repeat(40 * 1024) });
  const res = await call(url, { method: 'POST', headers: json(origin ? { origin } : {}), body });
  const ok = res.status === 413 && res.body?.code === 'tooLarge';
  record(ok ? 'PASS' : 'FAIL', `${name}: oversized body refused`, ok ? `413 for ${body.length} bytes` : `got ${answerText(res)} for ${body.length} bytes, expected 413`);
}

/**
 * 5. The rate limit: dry runs (counted, never stored or mailed), each from a new sender with a
 * new message and a new left-most X-Forwarded-For entry: only the checker's own network is the
 * same, so a 429 `client` must come by request max + 1.
 */
async function checkRateLimit(name, url, origin, max, address) {
  const run = randomUUID().slice(0, 8);
  const statuses = [];
  let refusal = null;
  for (let i = 1; i <= max + 1 && !refusal; i++) {
    const res = await call(url, {
      method: 'POST',
      headers: json({ 'x-check-deployment': 'dry-run', 'x-forwarded-for': CLAIMED(100 + i), ...(origin ? { origin } : {}) }),
      body: JSON.stringify({
        firstName: 'Deployment check',
        email: `check-deployment-${run}-${i}@example.com`,
        message: `Deployment check ${run}, request ${i}: a dry run, never stored or sent.`,
        locale: 'en',
      }),
    });
    statuses.push(res.status);
    if (res.status === 429) refusal = res;
    else if (res.status !== 200 || res.body?.dryRun !== true) {
      record('FAIL', `${name}: rate limit`, `request ${i}: ${answerText(res)}${res.status === 200 ? ' without dryRun: the deployed code predates this check (deploy again)' : ''}`);
      return;
    }
  }
  const seen = statuses.join(' ');
  if (refusal?.body?.scope === 'client') {
    record('PASS', `${name}: rate limit holds while X-Forwarded-For rotates`, `${seen}: 429 client, Retry-After ${refusal.headers.get('retry-after')} s (your address is limited until then)`);
  } else if (refusal) {
    record('WARN', `${name}: rate limit holds while X-Forwarded-For rotates`, `${seen}: 429 ${refusal.body?.scope ?? ''} (the ${refusal.body?.scope} limit, not the client's): run again after ${refusal.headers.get('retry-after')} s`);
  } else if (address === 'unknown') {
    record('WARN', `${name}: rate limit holds while X-Forwarded-For rotates`, `${seen}: no client limit, as no address arrives (above); per e-mail, per message and flood limits only`);
  } else {
    record('FAIL', `${name}: rate limit holds while X-Forwarded-For rotates`, `${seen}: ${max + 1} requests from one network with rotated X-Forwarded-For all passed. If RATE_LIMIT_MAX is above ${max}, pass --rate-limit-max`);
  }
}

function printTable() {
  const width = Math.max(...results.map((r) => r.check.length), 5);
  console.log(`\n${'RESULT'.padEnd(6)}  ${'CHECK'.padEnd(width)}  DETAIL`);
  for (const r of results) console.log(`${r.status.padEnd(6)}  ${r.check.padEnd(width)}  ${r.detail}`);
  const count = (s) => results.filter((r) => r.status === s).length;
  console.log(`\n${count('PASS')} passed, ${count('WARN')} warnings, ${count('FAIL')} failed`);
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${err.message}\n${USAGE}`);
    return 2;
  }
  if (opts.help) {
    console.log(USAGE);
    return opts.base ? 0 : 2;
  }
  const endpoints = {
    'send-contact-email': `${opts.base}/functions/v1/send-contact-email`,
    'subscribe-newsletter': `${opts.base}/functions/v1/subscribe-newsletter`,
  };
  console.log(`Checking ${opts.base}${opts.origin ? ` for the site ${opts.origin}` : ''} (nothing is stored or mailed)`);
  const reports = await checkStarted(endpoints);
  const contact = endpoints['send-contact-email'];
  if ('send-contact-email' in reports) {
    const address = await checkAddress(contact, reports['send-contact-email']);
    for (const [name, url] of Object.entries(endpoints)) {
      if (!(name in reports)) continue;
      await checkOrigins(name, url, opts.origin);
      await checkTooLarge(name, url, opts.origin);
    }
    if (reports['send-contact-email']) await checkRateLimit('send-contact-email', contact, opts.origin, opts.max, address);
  }
  printTable();
  return results.some((r) => r.status === 'FAIL') ? 1 : 0;
}

process.exitCode = await main();
