// What a first visit to each route downloads, read from the build: the prerendered page
// (its stylesheet and boot script are inline), brotli as served; the stylesheets it links;
// the script the boot script fetches without a tap (`load` in the page's `page-modules`
// list: React, the island hydrator, the islands that hydrate on load); and the web font
// files its stylesheet uses for the page's text. Brotli, summed, per route in each locale.
// And apart, with a budget of its own: the JS its islands fetch only when the visitor
// comes near them or reaches for them (the contact form, the FAQ accordion...).
// `node scripts/size-report.mjs` (`npm run bench:size`) prints the table; `--check` (run by
// `npm test`) fails when a route passes its budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { islandFrames, islandsNeedingScript, needsScript } from './page-islands.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const KiB = 1024;

/**
 * The budgets. A first visit (issue #24): a page without islands of its own (only the
 * header and footer, which work without script) loads no script file and stays within
 * 45 KiB; every page within 100 KiB, font included. The page itself, brotli as served:
 * with its response headers (about 1 KiB) it must fit the first round trip of a new
 * connection (TCP's initial window, ten segments, about 14.3 KiB), or the first paint waits
 * a whole extra round trip. Issue #7's targets, gzip: the JS a route runs without a tap and
 * its CSS; and what its islands fetch on use. The boot script inlined in every page: 1 KiB.
 */
export const budgets = {
  firstVisit: 100 * KiB,
  firstVisitWithoutIslands: 45 * KiB,
  html: 13.25 * KiB,
  js: 75 * KiB,
  css: 20 * KiB,
  onUse: 20 * KiB,
  bootScript: 1 * KiB,
};

/** Every page of the build: each route in each locale ("/about", "/fr/about", "/pt/about"...). */
export async function loadRoutes() {
  return (await serverBuild()).localizedRoutes.map((route) => route.url);
}

let server;
const serverBuild = async () => {
  server ??= await import(pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href);
  return server;
};
/** The islands on every page (the toast host), which serve the others. */
export const everyPageIslands = async () => new Set((await serverBuild()).everyPageIslands);

const cache = new Map();
const cached = (key, compute) => {
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key);
};
const gzipBytes = (data) => gzipSync(data, { level: 9 }).length;
const brotliBytes = (data) => brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** A built file's size as served: its precompressed .br when the build wrote one (text of 512 bytes and more). */
const servedBytes = (file) =>
  cached(`br:${file}`, async () =>
    readFile(path.join(dist, `${file}.br`)).then(
      (data) => data.length,
      async () => {
        const data = await readFile(path.join(dist, file));
        // Fonts and images are compressed already: served as they are.
        return /\.(woff2|png|jpe?g|webp|avif)$/.test(file) ? data.length : brotliBytes(data);
      },
    ),
  );
const gzipFileBytes = (file) => cached(`gz:${file}`, async () => gzipBytes(await readFile(path.join(dist, file))));

const sumOf = async (files, size) => {
  let bytes = 0;
  for (const file of files) bytes += await size(file);
  return bytes;
};

/** A CSS unicode-range ("U+0000-00FF, U+0131", minified "U+??,U+131") as a test of one code point. */
function unicodeRangeTest(range) {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    // A wildcard range: "??" runs from 00 to FF.
    return [Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(to.replace(/\?/g, 'F'), 16)];
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The text a page shows: its body with the markup, scripts and styles taken out, entities read. */
function pageText(html) {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([\da-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)));
}

/**
 * The web font files the browser fetches for the page: each @font-face of its stylesheet
 * whose unicode-range covers a character of its text (a face with no range covers all).
 * Faces from `local()` only are no download.
 */
function fontFiles(css, text) {
  const codePoints = new Set([...text].map((character) => character.codePointAt(0)));
  const files = [];
  for (const [, rule] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const url = rule.match(/url\(["']?\/([^)"']+\.woff2)["']?\)/)?.[1];
    if (!url) continue;
    const range = rule.match(/unicode-range:\s*([^;}]+)/)?.[1];
    const covers = range ? unicodeRangeTest(range) : () => true;
    if ([...codePoints].some(covers)) files.push(url);
  }
  return files;
}

const pageModulesOf = (html) => JSON.parse(html.match(/<script type="application\/json" id="page-modules">(.*?)<\/script>/)?.[1] ?? '{}');

/** The boot script inlined in the page (src/entry-client.tsx), minified as built. */
export const bootScriptOf = (html) => html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? '';

export async function firstLoadBytes(route) {
  const htmlFile = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const html = await readFile(path.join(dist, htmlFile), 'utf8');
  const modules = pageModulesOf(html);
  const local = (url) => url.slice(1);
  // Script files fetched without a tap: linked, preloaded, or loaded once painted.
  const scriptFiles = [
    ...new Set([
      ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]),
      ...[...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((match) => match[1]),
      ...(modules.load ?? []).map(local),
    ]),
  ];
  // What the islands fetch when the visitor comes near them or reaches for them; not the
  // header's code, which only improves what works natively and comes on intent alone.
  const intentOnly = new Set(islandFrames(html).filter(({ hydrate }) => hydrate === 'intent').map(({ name }) => name));
  const onUse = new Set(
    Object.entries(modules.islands ?? {})
      .filter(([name]) => !intentOnly.has(name))
      .flatMap(([, files]) => files.map(local)),
  );
  const cssFiles = [...new Set([...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((match) => match[1]))];
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const linkedCss = await Promise.all(cssFiles.map((file) => readFile(path.join(dist, file), 'utf8')));
  const fonts = [...new Set(fontFiles([...inlineStyles, ...linkedCss].join('\n'), pageText(html)))];
  const bootScript = bootScriptOf(html);

  // Issue #7's gzip figures: JS run without a tap (the inline boot script included) and CSS (inline or linked).
  const js = (await sumOf(scriptFiles, gzipFileBytes)) + (bootScript ? gzipBytes(bootScript) : 0);
  const css = (await sumOf(cssFiles, gzipFileBytes)) + inlineStyles.reduce((bytes, style) => bytes + gzipBytes(style), 0);
  // What a first visit transfers, brotli as served.
  const page = await servedBytes(htmlFile);
  const linkedStyles = await sumOf(cssFiles, servedBytes);
  const script = await sumOf(scriptFiles, servedBytes);
  const font = await sumOf(fonts, servedBytes);
  return {
    html: page,
    linkedCss: linkedStyles,
    script,
    font,
    firstVisit: page + linkedStyles + script + font,
    scriptFiles,
    fonts,
    islands: islandsNeedingScript(html, await everyPageIslands()),
    needsScript: needsScript(html, await everyPageIslands()),
    bootScript: { raw: Buffer.byteLength(bootScript), gzip: bootScript ? gzipBytes(bootScript) : 0 },
    js,
    css,
    onUse: await sumOf(onUse, gzipFileBytes),
    files: [...scriptFiles, ...cssFiles],
  };
}

/** The budgets a route passes its figures over, as short reasons (none: within budget). */
export function overBudget(bytes) {
  // A page has islands when it carries an island frame whose answer needs script, or a link whose notice needs the toast host.
  const withIslands = bytes.needsScript;
  const reasons = [];
  if (!withIslands && bytes.scriptFiles.length > 0) reasons.push(`no islands but ${bytes.scriptFiles.length} script file(s)`);
  if (!withIslands && bytes.firstVisit > budgets.firstVisitWithoutIslands) reasons.push('first visit without islands');
  if (bytes.firstVisit > budgets.firstVisit) reasons.push('first visit');
  if (bytes.html > budgets.html) reasons.push('HTML first round trip');
  if (bytes.js > budgets.js) reasons.push('JS gzip');
  if (bytes.css > budgets.css) reasons.push('CSS gzip');
  if (bytes.onUse > budgets.onUse) reasons.push('JS on use');
  if (bytes.bootScript.raw > budgets.bootScript) reasons.push('boot script');
  // One font file per page: text beyond the core subset costs a second download (add its
  // characters to CORE_RANGE in scripts/make-fonts.mjs, then run `npm run fonts`).
  if (bytes.fonts.length > 1) reasons.push(`${bytes.fonts.length} web font files (${bytes.fonts.join(', ')})`);
  return { withIslands, reasons };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const routes = await loadRoutes();
  const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
  let failed = 0;
  let withIslandsCount = 0;
  const boot = new Set();
  const columns = ['HTML', 'CSS linked', 'script', 'font', 'first visit', 'budget', 'JS on use'];
  console.log(`${'route'.padEnd(36)} ${'islands'.padEnd(8)}${columns.map((name) => name.padStart(12)).join(' ')}`);
  for (const route of routes) {
    const bytes = await firstLoadBytes(route);
    const { withIslands, reasons } = overBudget(bytes);
    if (withIslands) withIslandsCount += 1;
    if (reasons.length > 0) failed += 1;
    boot.add(`${bytes.bootScript.raw} bytes minified, ${bytes.bootScript.gzip} gzip`);
    const budget = withIslands ? budgets.firstVisit : budgets.firstVisitWithoutIslands;
    const cells = [bytes.html, bytes.linkedCss, bytes.script, bytes.font, bytes.firstVisit, budget, bytes.onUse].map((value) => kib(value).padStart(12));
    console.log(`${route.padEnd(36)} ${(withIslands ? 'yes' : 'no').padEnd(8)}${cells.join(' ')}${reasons.length > 0 ? `  over budget: ${reasons.join(', ')}` : ''}`);
  }
  console.log(
    `First visit, brotli as served: the page (stylesheet and boot script inline), linked CSS, the script fetched without a tap, the web font its text uses. ${withIslandsCount} of ${routes.length} pages have islands.`,
  );
  console.log(
    `Budgets: first visit ${kib(budgets.firstVisit)}, and ${kib(budgets.firstVisitWithoutIslands)} with no script file for a page without islands; HTML ${kib(budgets.html)} (the first round trip); issue #7's gzip targets, JS without a tap ${kib(budgets.js)} and CSS ${kib(budgets.css)}; JS on use ${kib(budgets.onUse)} (what islands fetch when reached for, gzip); the inline boot script ${budgets.bootScript} bytes minified. ${routes.length - failed} passed, ${failed} failed.`,
  );
  console.log(`Boot script: ${[...boot].join('; ')}.`);
  if (process.argv.includes('--check') && failed > 0) process.exit(1);
}
