// `npm start`: builds the site when the sources are newer than the build, then serves it
// the way production static hosting does: real 404 status, precompressed brotli/gzip,
// immutable caching for hashed assets, and the security headers of public/_headers.
// It also serves the server functions at /functions/v1/<name> on the same origin.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { headersFor, loadHeaderRules } from './headers.mjs';

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

const assets = sirv(dist, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
  },
});

/** Server functions, when their Node bundle exists (see README: server functions). */
async function loadFunctions() {
  const bundle = path.join(root, 'dist-server', 'functions.mjs');
  // SERVE_FUNCTIONS=0: static files only (a build whose forms call a deployed project).
  if (process.env.SERVE_FUNCTIONS === '0' || !existsSync(bundle)) return null;
  const { createLocalFunctions } = await import(pathToFileURL(bundle).href);
  // DATA_DIR lets the test server keep its own embedded database beside a running `npm start`.
  return createLocalFunctions({ dataDir: process.env.DATA_DIR ?? path.join(root, '.data') });
}
const functions = await loadFunctions();

function sendNotFound(req, res) {
  const page = notFoundPageFor(new URL(req.url ?? '/', 'http://localhost').pathname);
  const headers = headersFor(rules, '/404.html');
  res.writeHead(404, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
  if (req.method === 'HEAD' || !page) return res.end(page ? undefined : 'Not found');
  res.end(readFileSync(page));
}

async function handle(req, res) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  // The server functions answer /functions/v1/<name> on the site's own origin.
  if (functions && (await functions.nodeHandler(req, res))) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  // One URL per page: /about/ redirects to /about (the router matches exact paths).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    res.writeHead(301, { Location: pathname.replace(/\/+$/, '') || '/' });
    return res.end();
  }
  // The 404 pages are only ever served with status 404.
  if (/\/404(\.html)?$/.test(pathname)) return sendNotFound(req, res);
  assets(req, res, () => sendNotFound(req, res));
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Internal server error' }));
  });
});

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
