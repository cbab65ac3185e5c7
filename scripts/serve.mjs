// `npm start`: builds the site when the sources are newer than the build, then serves it
// the way production static hosting (Cloudflare Pages) does: its URLs without a trailing
// slash, real 404 status, precompressed brotli/gzip, and the headers of public/_headers
// (immutable caching for hashed files), joined as Pages joins them.
// It also serves the server functions at /functions/v1/<name> on the same origin.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { headersFor, loadHeaderRules } from './headers.mjs';
import { filePath, isSameOriginPath, parseRange, requestPath } from './serve-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR serves another build (a test build with other settings; then pass SKIP_BUILD=1).
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const buildStamp = path.join(dist, 'index.html');
const sources = ['src', 'tokens', 'public', 'scripts', 'supabase', 'index.html', 'vite.config.ts', 'package.json'];
const sourceTime = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
if (process.env.SKIP_BUILD !== '1' && (!existsSync(buildStamp) || statSync(buildStamp).mtimeMs < sourceTime)) {
  console.log('Sources changed since the last build: building...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const rules = loadHeaderRules(path.join(dist, '_headers'));

/**
 * What Cloudflare Pages and Netlify send when `_headers` sets no Cache-Control: revalidate
 * on every use (tests/e2e/static-host.spec.ts checks it against Pages' own runtime).
 */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Files the host reads and never serves (Cloudflare Pages: "This file will not itself be served"). */
const HOST_FILES = new Set(['/_headers', '/_redirects', '/_routes.json', '/_worker.js']);

/** The response headers `_headers` gives a path, with the hosts' default cache rule. */
function ruleHeaders(pathname) {
  const headers = headersFor(rules, pathname);
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control')) headers['Cache-Control'] = DEFAULT_CACHE_CONTROL;
  return headers;
}

/** The file of dist/ at a decoded path, when it is a file (not a folder). */
function fileAt(decoded) {
  const file = path.join(dist, ...decoded.split('/'));
  if (!file.startsWith(dist + path.sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How a path is answered, as Cloudflare Pages answers it (its "Route matching", the default
 * auto-trailing-slash: developers.cloudflare.com/pages/configuration/serving-pages/): a file
 * as is; /about from about.html; /about/ and /about.html redirected (308) to /about;
 * /folder/ from folder/index.html and /folder redirected there; anything else not found.
 * Returns { file, servedAs }, { redirect } (a path) or {} (not found).
 */
function route(pathname) {
  const decoded = filePath(pathname);
  if (decoded === null || HOST_FILES.has(decoded)) return {};
  if (decoded.endsWith('/')) {
    if (decoded !== '/' && fileAt(`${decoded.slice(0, -1)}.html`)) return { redirect: pathname.slice(0, -1) };
    const index = fileAt(`${decoded}index.html`);
    return index ? { file: index, servedAs: `${decoded}index.html` } : {};
  }
  if (decoded.endsWith('/index.html') && fileAt(decoded)) return { redirect: pathname.slice(0, -'index.html'.length) };
  if (decoded.endsWith('.html') && fileAt(decoded)) return { redirect: pathname.slice(0, -'.html'.length) };
  const file = fileAt(decoded);
  if (file) return { file, servedAs: decoded };
  const page = fileAt(`${decoded}.html`);
  if (page) return { file: page, servedAs: `${decoded}.html` };
  if (fileAt(`${decoded}/index.html`)) return { redirect: `${pathname}/` };
  return {};
}

/**
 * The not-found page for a path: the nearest 404.html up its folders, as Cloudflare Pages
 * finds it (the prerender writes one per locale and section: fr/news/404.html answers
 * /fr/news/no-such-article, fr/404.html any other unknown path under /fr/, 404.html the rest).
 */
function notFoundPageFor(pathname) {
  const folders = pathname.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const file = path.join(dist, ...folders.slice(0, depth), '404.html');
    if (file.startsWith(dist) && existsSync(file)) return file;
  }
  return undefined;
}

// Serves a file route() found (req.url rewritten to it): precompressed brotli/gzip by the
// request's Accept-Encoding, ETag and 304; the response's other headers are set before.
const assets = sirv(dist, { dev: false, etag: true, gzip: true, brotli: true, extensions: [] });

/** Server functions, when their Node bundle exists (docs/forms-and-personal-data.md, "Local mode"). */
async function loadFunctions() {
  const bundle = path.join(root, 'dist-server', 'functions.mjs');
  // SERVE_FUNCTIONS=0: static files only (a build whose forms call a deployed project).
  if (process.env.SERVE_FUNCTIONS === '0' || !existsSync(bundle)) return null;
  const { createLocalFunctions } = await import(pathToFileURL(bundle).href);
  // DATA_DIR lets the test server keep its own embedded database beside a running `npm start`.
  return createLocalFunctions({ dataDir: process.env.DATA_DIR ?? path.join(root, '.data') });
}
const functions = await loadFunctions();

function sendNotFound(req, res, pathname) {
  const page = notFoundPageFor(filePath(pathname) ?? '/');
  // Cloudflare Pages sends its not-found pages with "no-store", whatever _headers says.
  res.writeHead(404, { ...ruleHeaders(pathname), 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
  if (req.method === 'HEAD' || !page) return res.end(page ? undefined : 'Not found');
  res.end(readFileSync(page));
}

/**
 * A Range request, on the uncompressed file (a range of a brotli or gzip body would be
 * another representation's bytes): 206 with that range, 416 for a range the file cannot
 * satisfy; true when answered. Several ranges, or an If-Range, get the whole file (200).
 */
function sendRange(req, res, file, headers) {
  const header = req.headers.range;
  delete req.headers.range;
  if (!header || req.headers['if-range'] !== undefined || req.method !== 'GET') return false;
  const { size } = statSync(file);
  const range = parseRange(header, size);
  if (range === null) return false;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
    res.end();
    return true;
  }
  res.writeHead(206, {
    ...headers,
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    'Content-Length': range.end - range.start + 1,
    'Accept-Ranges': 'bytes',
  });
  createReadStream(file, { start: range.start, end: range.end }).pipe(res);
  return true;
}

/** Where Cloudflare Pages' types differ from mrmime's (tests/e2e/static-host.spec.ts compares them). */
const PAGES_TYPES = { xml: 'application/xml', ico: 'image/vnd.microsoft.icon' };

/** The Content-Type Cloudflare Pages sends for a file name: text in UTF-8, scripts as application/javascript. */
function contentType(name) {
  const type = PAGES_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? lookup(name) ?? 'application/octet-stream';
  if (type === 'text/javascript') return 'application/javascript';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

function redirect(res, pathname, location, search) {
  // route() refuses every path that could turn into another origin; this is the last guard.
  if (!isSameOriginPath(location)) throw new Error(`refusing a redirect to ${location}`);
  res.writeHead(308, { ...headersFor(rules, pathname), Location: `${location}${search}` });
  res.end();
}

async function handle(req, res) {
  // The server functions answer /functions/v1/<name> on the site's own origin.
  if (functions && (await functions.nodeHandler(req, res))) return;
  const pathname = requestPath(req.url);
  if (pathname === null) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Bad request');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  const found = route(pathname);
  if (found.redirect) return redirect(res, pathname, found.redirect, (req.url ?? '').slice(pathname.length).replace(/#.*/, ''));
  if (!found.file) return sendNotFound(req, res, pathname);
  const headers = { ...ruleHeaders(pathname), 'Content-Type': contentType(found.servedAs) };
  if (sendRange(req, res, found.file, headers)) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  req.url = found.servedAs.split('/').map(encodeURIComponent).join('/');
  assets(req, res, () => sendNotFound(req, res, pathname));
}

// Deadlines, so that a client sending slowly cannot hold a connection: the headers within
// 10 s, the whole request within 30 s (checked every second), an idle keep-alive connection
// closed after 5 s. The functions read a body for at most 10 s (408: _local/node-entry.ts).
const server = createServer(
  { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 },
  (req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal server error' }));
    });
  },
);

server.listen(port, host, () => {
  // The port really listened on (PORT=0 picks a free one).
  const { port: actual } = server.address();
  console.log(`Site:  http://localhost:${actual}`);
  if (functions) {
    console.log(`Functions: http://localhost:${actual}/functions/v1/send-contact-email and /subscribe-newsletter`);
    console.log(`Contact e-mails without a mail transport are written to: ${functions.outboxDir}`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    Promise.resolve(functions?.close()).finally(() => process.exit(0));
  });
}
