// Writes a static HTML file for every route of the route list in every locale (full
// content, unique head), plus each locale's 404 pages and their host rules (_redirects),
// the sitemap and robots.txt, then precompresses every text asset.
// Runs after `vite build` (client) and `vite build --ssr` (dist-ssr/entry-server.js).
// PRERENDER_DIST and PRERENDER_SSR name other folders for the two builds (a test build with
// other settings, tests/e2e/deployed-functions.spec.ts); the defaults are dist/ and dist-ssr/.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { iconSymbolsFor, parseSprite } from './icon-symbols.mjs';
import { islandFrames, needsScript } from './page-islands.mjs';
import { parseStylesheet, printReads, serviceWorkerStylesheet, splitPrintRules, usedStylesheet } from './page-styles.mjs';
import { markLinksShowingTheirAddress } from './print-links.mjs';
import { buildVersion, writeServiceWorker } from './service-worker.mjs';
import { svgDataUri } from './svg-data-uri.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.PRERENDER_DIST ?? 'dist');
const ssrDist = path.resolve(root, process.env.PRERENDER_SSR ?? 'dist-ssr');
const started = performance.now();

/**
 * The client build's manifest, which the prerender alone reads: moved out of dist/ (Vite
 * writes it to dist/.vite/) so that it is never published, into the server build's folder,
 * where a second prerender of the same build finds it.
 */
async function clientManifest() {
  const published = path.join(dist, '.vite');
  const kept = path.join(ssrDist, 'client-manifest.json');
  if (existsSync(published)) {
    await rename(path.join(published, 'manifest.json'), kept);
    await rm(published, { recursive: true, force: true });
  }
  return readFile(kept, 'utf8');
}

// The client build's index.html is the template; keep a pristine copy because the
// home page overwrites it.
const templatePath = path.join(ssrDist, 'template.html');
const template = await readFile(path.join(dist, 'index.html'), 'utf8').then(async (html) => {
  if (!html.includes('<!--app-html-->')) return readFile(templatePath, 'utf8');
  await writeFile(templatePath, html);
  return html;
});

const server = await import(pathToFileURL(path.join(ssrDist, 'entry-server.js')).href);
await server.preloadAll();

const manifest = JSON.parse(await clientManifest());
/** Vite's hashed output (build.assetsDir in vite.config.ts): the only folder `_headers` caches as immutable. */
const hashedDir = 'static';
const assets = await readdir(path.join(dist, hashedDir));


/** The islands declared `everyPage`, bundled with the hydrator itself (src/app/island.tsx). */
const bundledIslands = new Set(server.everyPageIslands);

/** The interface messages of a locale that islands fetch at run time (src/site/islandMessages.ts). */
const localeMessages = (locale) => new RegExp(`^src/content/${locale}/\\w+Messages\\.ts$`);

/**
 * A module of the client build and every chunk it imports, as URLs; with `locale`, also
 * the messages of that locale the module fetches at run time, so they arrive with its code
 * rather than after it.
 */
function chunkFiles(key, where, locale) {
  const messages = locale && localeMessages(locale);
  const seen = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the client build (${where})`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (messages) for (const fetched of chunk.dynamicImports ?? []) if (messages.test(fetched)) visit(fetched);
  };
  visit(key);
  return [...seen].map((file) => `/${file}`);
}

/**
 * The page's modules, as data: `load` is what the boot script fetches once the page has
 * painted (the island hydrator with React, and the islands that hydrate on load);
 * `islands` lists, per island that hydrates on interaction, what the hydrator fetches
 * when the visitor reaches for it. Data, not modulepreload links, so no script competes
 * with the HTML, CSS and font before the first paint.
 *
 * A page whose only islands work without script (those that hydrate on intent: the header)
 * or are there for the others (`everyPage`: the toast host) has nothing to load, and the boot
 * script fetches the hydrator only when the visitor reaches for one (src/entry-client.tsx).
 */
function pageModules(html, pathname, locale) {
  const hydrator = 'src/app/hydrateIslands.tsx';
  const load = new Set(chunkFiles(hydrator, pathname));
  const islands = {};
  for (const { name, hydrate } of islandFrames(html)) {
    // The islands on every page are bundled with the hydrator (no module of their own).
    if (bundledIslands.has(name)) continue;
    const files = chunkFiles(`src/${name}.island.tsx`, `island ${name} on ${pathname}`, locale);
    if (hydrate === 'load') for (const file of files) load.add(file);
    else islands[name] = files;
  }
  for (const files of Object.values(islands)) files.splice(0, files.length, ...files.filter((file) => !load.has(file)));
  return { hydrator: `/${manifest[hydrator].file}`, load: needsScript(html, bundledIslands) ? [...load] : [], islands };
}

const pageModulesTag = (modules) => `<script type="application/json" id="page-modules">${JSON.stringify(modules)}</script>`;

const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const codeCache = new Map();

/**
 * The text of all the code a page may run: its modules and everything they import, at once
 * or later (the header's menu, the toaster, the error page), so every class name its
 * islands can ever render. Not the other islands, which the hydrator's registry can import
 * but the page never asks for.
 */
async function codeThePageMayRun(modules) {
  const files = new Set();
  const visit = (file) => {
    const chunk = chunkByFile.get(file);
    if (!chunk || files.has(file)) return;
    files.add(file);
    const later = (chunk.dynamicImports ?? []).filter((key) => !key.endsWith('.island.tsx'));
    for (const key of [...(chunk.imports ?? []), ...later]) visit(manifest[key].file);
  };
  for (const url of [modules.hydrator, ...modules.load, ...Object.values(modules.islands).flat()]) visit(url.slice(1));
  const key = [...files].sort().join();
  if (!codeCache.has(key)) {
    const texts = await Promise.all([...files].map((file) => readFile(path.join(dist, file), 'utf8')));
    codeCache.set(key, texts.join('\n'));
  }
  return codeCache.get(key);
}

// The site's stylesheet (about 6 KiB gzip) is inlined in every page's head, less the rules
// the page cannot use (scripts/page-styles.mjs: about half; French pages need the room to fit
// the first round trip): the first paint then needs the HTML alone, not a second round trip
// on a slow network. The
// web font is not preloaded: the browser finds it in this stylesheet at the first layout
// (a cached copy then paints at once), and a preload competes with the page itself for a
// slow connection: Lighthouse mobile measured LCP 1.21 s on / with it, 1.07 s without. It is
// the server build's: that build renders every page, while the browser's holds only the
// islands. (The browser's build still carries the font files the stylesheet names.)
const ssrManifest = JSON.parse(await readFile(path.join(ssrDist, '.vite', 'manifest.json'), 'utf8'));
const ssrStylesheet = ssrManifest['style.css']?.file;
if (!ssrStylesheet) throw new Error('The server build emitted no stylesheet (build.ssrEmitAssets)');
const siteCss = (await readFile(path.join(ssrDist, ssrStylesheet), 'utf8')).trim();
if (siteCss.includes('</style')) throw new Error(`${ssrStylesheet} cannot be inlined`);
for (const [, url] of siteCss.matchAll(new RegExp(`url\\((/${hashedDir}/[^)]+)\\)`, 'g'))) {
  if (!assets.includes(url.slice(`/${hashedDir}/`.length))) throw new Error(`The stylesheet names ${url}, which the browser's build lacks`);
}
// The rules for paper (@media print, @page: src/styles/print.css.ts and the components') are
// no part of what a page inlines: one hashed file that every page links with media="print",
// which the browser fetches last, after the page, and never waits for. A reader on screen
// pays it once (about 1.5 KiB brotli), and the first round trip carries none of it.
const { screen: siteStylesheet, print: printCss } = splitPrintRules(parseStylesheet(siteCss));
const printFile = `${hashedDir}/print-${createHash('sha256').update(printCss).digest('base64url').slice(0, 8)}.css`;
await writeFile(path.join(dist, printFile), printCss);
assets.push(path.basename(printFile));
const printLink = `<link rel="stylesheet" href="/${printFile}" media="print">`;
const printedThemeReads = printReads(printCss);

/** The page's own stylesheet: the site's rules whose classes its HTML or its code can use. */
async function pageStyles(html, modules) {
  const code = await codeThePageMayRun(modules);
  return `<style>${usedStylesheet(siteStylesheet, (name) => html.includes(name) || code.includes(name), printedThemeReads)}</style>`;
}

// The boot script (src/entry-client.tsx, about 0.5 KiB gzip, no imports) travels inside
// the HTML too: a script file of its own is one more request competing with the web font
// on a slow connection before the first paint (Lighthouse mobile: FCP about 1.05 s with
// the file, 0.9 s without). The CSP allows exactly this script by its hash, written into
// the `_headers` file the host serves (and `npm start` reads).
const bootChunk = manifest['index.html'];
if (bootChunk.imports?.length || bootChunk.dynamicImports?.length) throw new Error(`The boot script imports other modules (${bootChunk.file}): it cannot be inlined`);
const bootScript = (await readFile(path.join(dist, bootChunk.file), 'utf8')).trim();
if (bootScript.includes('</script')) throw new Error(`${bootChunk.file} cannot be inlined`);
const bootTag = new RegExp(`<script type="module" crossorigin src="/${bootChunk.file.replace(/[.]/g, '\\.')}"></script>`);
if (!bootTag.test(template)) throw new Error(`The page template does not load ${bootChunk.file}`);
// Beside it, the print stamp (src/app/printStamp.ts): the date on a printed page, one line
// the boot script has no room for, allowed by a hash of its own.
const printStamp = server.printStampScript;
if (printStamp.includes('</script')) throw new Error('The print stamp cannot be inlined');
const hashOf = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const headersFile = path.join(dist, '_headers');
// (Hashes from an earlier prerender of the same build are replaced.)
const scriptSources = /script-src 'self'( 'sha256-[^']+')*;/;
const headers = await readFile(headersFile, 'utf8');
if (!scriptSources.test(headers)) throw new Error("_headers: the CSP has no \"script-src 'self';\" to allow the boot script in");
await writeFile(headersFile, headers.replace(scriptSources, `script-src 'self' ${hashOf(bootScript)} ${hashOf(printStamp)};`));
const pageTemplate = template
  .replace(/<link rel="stylesheet"[^>]*>/g, '')
  .replace(bootTag, () => `<script type="module">${bootScript}</script><script>${printStamp}</script>`);

/** Largest image the prerender inlines (the illustrations are about 2 KB of SVG). */
const INLINE_IMAGE_LIMIT = 4 * 1024;

/**
 * The page's first image above the fold (marked fetchPriority="high", usually its largest
 * paint) travels inside the HTML as a data URI when it is a small SVG: no request of its
 * own on a slow connection before the largest paint (Lighthouse mobile, /resources: LCP
 * 1.35 s with the request).
 */
async function inlineLeadImage(html) {
  const tag = html.match(/<img [^>]*fetchPriority="high"[^>]*>/)?.[0];
  const src = tag?.match(/ src="(\/assets\/[^"]+\.svg)"/)?.[1];
  if (!tag || !src) return html;
  const svg = await readFile(path.join(dist, src), 'utf8');
  if (svg.length > INLINE_IMAGE_LIMIT) return html;
  const dataUri = svgDataUri(svg);
  // React writes a preload for a high-priority image: with the image inline it would only
  // fetch the file again.
  const preload = new RegExp(`<link rel="preload" as="image" href="${src.replace(/[.]/g, '\\.')}"[^>]*>`, 'g');
  return html.replace(preload, '').replace(tag, tag.replace(` src="${src}"`, ` src="${dataUri}"`));
}

// The icons' symbols, from the sprite the browser's build carries (src/components/Icon).
const spriteFile = assets.find((file) => /^sprite-[\w-]+\.svg$/.test(file));
if (!spriteFile) throw new Error("The browser's build has no icon sprite");
/**
 * The symbols of the icons a page shows go inline at the top of its body: icons then draw
 * at the first paint, with no request for the sprite competing with the web font on a
 * slow connection (Lighthouse mobile, /news: LCP about 1.2 s with the sprite request,
 * 1.05-1.13 s without). Plus those its islands draw after an interaction (`laterIcons`);
 * any other icon the browser draws later comes from the sprite file.
 */
const iconSymbols = parseSprite(await readFile(path.join(dist, hashedDir, spriteFile), 'utf8'), server.inlineSymbolId);

const htmlTag = '<html lang="en">';
if (!pageTemplate.includes(htmlTag)) throw new Error(`The page template has no ${htmlTag} to give each page its language`);

/** A page's whole document, for a URL path ("/fr/about": its prefix gives its language). */
async function documentFor(pathname) {
  const { html: rendered, head, laterIcons } = server.render(pathname);
  const html = markLinksShowingTheirAddress(await inlineLeadImage(rendered), server.siteOrigin);
  const modules = pageModules(html, pathname, server.localeOfPath(pathname));
  const headTags = [await pageStyles(html, modules), printLink, server.renderHeadTags(head), pageModulesTag(modules)].join('\n    ');
  return pageTemplate
    .replace(htmlTag, () => `<html ${server.htmlAttributes(pathname)}>`)
    .replace('<!--app-head-->', () => headTags)
    .replace('<div id="root">', () => `${iconSymbolsFor(iconSymbols, html, laterIcons)}<div id="root">`)
    .replace('<!--app-html-->', () => html);
}

async function write(relativeFile, contents) {
  const file = path.join(dist, relativeFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
}

/**
 * The file that serves a URL path: "/" -> index.html, "/fr/about" -> fr/about.html, "/fr" ->
 * fr.html. Cloudflare Pages serves a/b.html at /a/b and redirects /a/b/ and /a/b.html there
 * (308), while a/b/index.html would be served at /a/b/ with /a/b redirected to it: the
 * site's URLs have no trailing slash. (Pages' "Route matching": "/contact.html -> 308 /contact";
 * scripts/serve.mjs does the same.)
 */
const pageFile = (url) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`);

// Every route in every locale; a title is unique within its locale.
const titles = new Map();
for (const route of server.localizedRoutes) {
  const html = await documentFor(route.url);
  const title = `${route.locale}: ${html.match(/<title>(.*?)<\/title>/)?.[1]}`;
  if (titles.has(title)) throw new Error(`Duplicate title "${title}" on ${route.url} and ${titles.get(title)}`);
  titles.set(title, route.url);
  await write(pageFile(route.url), html);
}

// Each locale's not-found pages, beside its pages: 404.html for an unknown path under its
// prefix, news/404.html for an unknown article. `npm start` and Cloudflare Pages serve the
// nearest 404.html up the path with status 404; Netlify reads the rules in _redirects.
const notFoundFiles = [];
for (const locale of server.locales) {
  const pages = [server.articleNotFoundPath, server.notFoundPath].filter((page) => page === server.notFoundPath || server.resolvePage(page) === 'article');
  for (const page of pages) {
    const url = server.localePath(locale, page);
    await write(`${url.slice(1)}.html`, await documentFor(url));
    notFoundFiles.push(url);
  }
}
// Most specific first: Netlify applies the first rule that matches (and only where no file does).
const notFoundRules = notFoundFiles
  .map((url) => ({ from: `${url.slice(0, -'/404'.length)}/*`, to: `${url}.html` }))
  .sort((a, b) => b.from.length - a.from.length)
  .map(({ from, to }) => `${from.padEnd(14)} ${to.padEnd(20)} 404`);
await write(
  '_redirects',
  [
    '# Netlify: each unknown path gets the not-found page of its locale and section, with',
    '# status 404 (a rule applies only where no file matches). Cloudflare Pages finds the',
    '# nearest 404.html itself and skips these lines. Written by scripts/prerender.mjs.',
    ...notFoundRules,
    '',
  ].join('\n'),
);

for (const file of await server.generatedFiles()) await write(file.path.slice(1), file.contents);

// The sitemap lists every page in every locale, each with its alternates (the same set
// as its head's hreflang links, x-default included).
const origin = server.siteOrigin;
// Pages kept out of the indexes (noindex) stay out of the sitemap too.
const urls = server.localizedRoutes
  .filter((route) => !route.noindex)
  .map((route) => {
    const alternates = server
      .alternates(route.path)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
    return [`  <url>`, `    <loc>${origin}${route.url}</loc>`, ...alternates, '  </url>'].join('\n');
  });
await write(
  'sitemap.xml',
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n'),
);
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

// The service worker (offline reading of the pages read, src/serviceWorker/sw.ts): the
// locales' words, the version of the hashed files, the rules of what it writes into pages.
await writeServiceWorker(path.join(dist, 'sw.js'), server.serviceWorkerConfig(buildVersion(assets), serviceWorkerStylesheet(siteStylesheet)));

// Precompress once at build time so the server never compresses on the fly.
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
async function compressTree(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await compressTree(file);
    else if (compressible.test(entry.name)) {
      const data = await readFile(file);
      if (data.length < 512) continue;
      await writeFile(`${file}.gz`, await gzipAsync(data, { level: 9 }));
      await writeFile(`${file}.br`, await brotliAsync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
await compressTree(dist);

console.log(
  `prerendered ${server.routes.length} routes in ${server.locales.length} locales (${server.localizedRoutes.length} pages) + ${notFoundFiles.length} 404 pages in ${Math.round(performance.now() - started)} ms`,
);
