// First-load bytes of each route, read from the built HTML: the boot script it carries
// plus the modules the boot script loads after first paint (`load` in the page's
// `page-modules` list: React, the island hydrator, the islands that hydrate on load), i.e.
// all JS the page runs without the visitor doing anything; and its stylesheets, linked or
// inlined. Gzip, summed. And the page's own size, brotli as served. And apart, with a
// budget of its own: the JS its other islands fetch after load, when idle or when the
// visitor comes near them (the contact form, the FAQ accordion, the news filter...).
// `node scripts/size-report.mjs` prints the table; `--check` (run by `npm test`) fails
// when a route passes its budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

/**
 * Issue #7's targets, enforced as the budgets: gzip bytes of JavaScript and CSS a route
 * loads first. And the page itself, brotli as served: with its response headers (about
 * 1 KiB) it must fit the first round trip of a new connection (TCP's initial window, ten
 * segments, about 14.3 KiB), or the first paint waits a whole extra round trip.
 */
export const budgets = { js: 75 * 1024, css: 20 * 1024, html: 13.25 * 1024, onUse: 20 * 1024 };

/** Every page of the build: each route in each locale ("/about", "/fr/about", "/pt/about"...). */
export async function loadRoutes() {
  const server = await import(pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href);
  return server.localizedRoutes.map((route) => route.url);
}

const gzipCache = new Map();
async function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

const sum = async (files) => {
  let bytes = 0;
  for (const file of files) bytes += await gzipSize(file);
  return bytes;
};

export async function firstLoadBytes(route) {
  const htmlFile = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const html = await readFile(path.join(dist, htmlFile), 'utf8');
  const modules = JSON.parse(html.match(/<script type="application\/json" id="page-modules">(.*?)<\/script>/)?.[1] ?? '{}');
  const local = (url) => url.slice(1);
  const js = new Set([
    ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((match) => match[1]),
    ...(modules.load ?? []).map(local),
  ]);
  const onUse = new Set(Object.values(modules.islands ?? {}).flat().map(local));
  const css = new Set([...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((match) => match[1]));
  let cssBytes = await sum(css);
  // Inlined stylesheets (the prerender puts the site's CSS in each head).
  for (const [, style] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) cssBytes += gzipSync(style, { level: 9 }).length;
  let jsBytes = await sum(js);
  // The boot script, inlined in each page by the prerender.
  for (const [, script] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) jsBytes += gzipSync(script, { level: 9 }).length;
  const htmlBytes = (await readFile(path.join(dist, `${htmlFile}.br`))).length;
  return { js: jsBytes, css: cssBytes, html: htmlBytes, onUse: await sum(onUse), files: [...js, ...css] };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const routes = await loadRoutes();
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  let failed = 0;
  const columns = ['JS (gzip)', 'CSS (gzip)', 'HTML (br)', 'JS on use'];
  console.log(`${'route'.padEnd(36)} ${columns.map((name) => name.padStart(12)).join(' ')}`);
  for (const route of routes) {
    const { js, css, html, onUse } = await firstLoadBytes(route);
    const over = js > budgets.js || css > budgets.css || html > budgets.html || onUse > budgets.onUse;
    if (over) failed += 1;
    console.log(`${route.padEnd(36)} ${[js, css, html, onUse].map((bytes) => kib(bytes).padStart(12)).join(' ')}${over ? '  over budget' : ''}`);
  }
  console.log(
    `budgets: first-load JS ${kib(budgets.js)}, CSS ${kib(budgets.css)} (issue #7's targets), HTML ${kib(budgets.html)} (the first round trip), JS after load ${kib(budgets.onUse)} per route; ${routes.length - failed} passed, ${failed} failed`,
  );
  console.log('"JS on use": what the islands that wait for the visitor fetch after load (when idle and near the viewport, or on intent), gzip.');
  if (process.argv.includes('--check') && failed > 0) process.exit(1);
}
