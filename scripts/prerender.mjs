// Writes a static HTML file for every route of the route list (full content, unique head),
// plus 404 pages, the sitemap and robots.txt, then precompresses every text asset.
// Runs after `vite build` (client) and `vite build --ssr` (dist-ssr/entry-server.js).
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const started = performance.now();

// The client build's index.html is the template; keep a pristine copy because the
// home page overwrites it.
const templatePath = path.join(root, 'dist-ssr', 'template.html');
const template = await readFile(path.join(dist, 'index.html'), 'utf8').then(async (html) => {
  if (!html.includes('<!--app-html-->')) return readFile(templatePath, 'utf8');
  await writeFile(templatePath, html);
  return html;
});

const server = await import(pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href);
await server.preloadAll();

const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const assets = await readdir(path.join(dist, 'assets'));
const fontFile = assets.find((name) => /^public-sans-latin-wght-normal-.*\.woff2$/.test(name));
if (!fontFile) throw new Error('Latin font subset not found in dist/assets');


/**
 * The modules a page needs to hydrate: the app (src/app/hydrate.tsx), the page template,
 * its per-path content and every chunk they import. They are listed as data, not as
 * modulepreload links: the boot script fetches them once the page has painted, so no
 * script competes with the HTML, CSS and font for a slow connection before first paint.
 */
function pageModules(pageId, pathname) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/app/hydrate.tsx');
  if (pageId) {
    visit(`src/pages/${server.pageFiles[pageId]}`);
    for (const source of server.dataSourcesFor(pathname)) visit(source);
  }
  const files = JSON.stringify([...seen].map((file) => `/${file}`));
  return `<script type="application/json" id="page-modules">${files}</script>`;
}

// The site's one stylesheet (about 6 KiB gzip) is inlined in every page's head: the
// first paint then needs the HTML alone, not a second round trip on a slow network.
const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
const inlineStyles = await Promise.all(
  stylesheets.map(async (link) => {
    const href = link.match(/href="\/([^"]+)"/)?.[1];
    if (!href) throw new Error(`Stylesheet without href: ${link}`);
    const css = await readFile(path.join(dist, href), 'utf8');
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined`);
    return `<style>${css.trim()}</style>`;
  }),
);
const pageTemplate = stylesheets.reduce((html, link) => html.replace(link, ''), template);

function documentFor(pathname, pageId) {
  const { html, head } = server.render(pathname);
  const headTags = [
    ...inlineStyles,
    server.renderHeadTags(head),
    `<link rel="preload" href="/assets/${fontFile}" as="font" type="font/woff2" crossorigin>`,
    pageModules(pageId, pathname),
  ].join('\n    ');
  return pageTemplate.replace('<!--app-head-->', headTags).replace('<!--app-html-->', html);
}

async function write(relativeFile, contents) {
  const file = path.join(dist, relativeFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
}

const titles = new Map();
for (const route of server.routes) {
  const html = documentFor(route.path, route.page);
  const title = html.match(/<title>(.*?)<\/title>/)?.[1];
  if (titles.has(title)) throw new Error(`Duplicate title "${title}" on ${route.path} and ${titles.get(title)}`);
  titles.set(title, route.path);
  await write(route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`, html);
}
await write('404.html', documentFor(server.notFoundPath, null));
if (server.resolvePage(server.articleNotFoundPath) === 'article') {
  await server.preloadPath(server.articleNotFoundPath);
  await write('news/404.html', documentFor(server.articleNotFoundPath, 'article'));
}

for (const file of await server.generatedFiles()) await write(file.path.slice(1), file.contents);

const origin = server.siteOrigin;
const urls = server.routes.map((route) => `  <url><loc>${origin}${route.path}</loc></url>`).join('\n');
await write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

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

console.log(`prerendered ${server.routes.length} routes + 404 pages in ${Math.round(performance.now() - started)} ms`);
