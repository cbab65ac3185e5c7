// `npm run dev`: the site as production renders it, with hot reload. Every page is rendered
// on the server through the same entry as the prerender (src/entry-server.tsx), so the first
// HTML response carries the page's content and head, unknown paths answer 404 with their
// page, and in the browser the same boot script hydrates the same islands. Vite serves the
// modules (middleware mode) and reloads the server render when a source changes.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { iconSymbolsFor, parseSprite } from './icon-symbols.mjs';
import { needsScript } from './page-islands.mjs';
import { markLinksShowingTheirAddress } from './print-links.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer();
// Hot reload's WebSocket on this same server and port: no second fixed port to collide
// with another dev server (or a test's) on the machine.
const vite = await createViteServer({ root, server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
const template = readFileSync(path.join(root, 'index.html'), 'utf8');

/**
 * What the prerender lists for a built page (src/app/pageModules.ts), for the dev server:
 * the hydrator is a source module that Vite serves, and it imports the islands itself. It
 * is loaded once painted on a page that needs script, as built pages do, and otherwise
 * when the visitor reaches for an island.
 */
const pageModulesFor = (html, everyPage) => {
  const hydrator = '/src/app/hydrateIslands.tsx';
  return JSON.stringify({ hydrator, load: needsScript(html, new Set(everyPage)) ? [hydrator] : [], islands: {} });
};

async function renderPage(url) {
  const server = await vite.ssrLoadModule('/src/entry-server.tsx');
  await server.preloadAll();
  const { html: rendered, head, status, htmlAttributes, laterIcons } = server.renderPage(url.pathname);
  const html = markLinksShowingTheirAddress(rendered, server.siteOrigin);
  // As in built pages, the page carries its icons' symbols (the sprite is read afresh: it may have been rebuilt).
  const symbols = parseSprite(readFileSync(path.join(root, 'src/components/Icon/sprite.svg'), 'utf8'), server.inlineSymbolId);
  const headTags = [
    server.renderHeadTags(head),
    `<script type="application/json" id="page-modules">${pageModulesFor(html, server.everyPageIslands)}</script>`,
    // Built pages inline the whole stylesheet and link its print rules; here Vite injects each
    // style module, the print rules with the rest (their @media print keeps them off screen).
    '<script type="module" src="/src/app/devStyles.ts"></script>',
    // The print stamp, as built pages carry it (src/app/printStamp.ts).
    `<script>${server.printStampScript}</script>`,
  ].join('\n    ');
  const page = template
    .replace('<html lang="en">', `<html ${htmlAttributes}>`)
    .replace('<!--app-head-->', () => headTags)
    .replace('<div id="root">', () => `${iconSymbolsFor(symbols, html, laterIcons)}<div id="root">`)
    .replace('<!--app-html-->', () => html);
  return { status, body: await vite.transformIndexHtml(url.pathname, page) };
}

server.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    try {
      const { status, body } = await renderPage(url);
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error?.stack ?? error));
    }
  });
});

server.listen(port, host, () => console.log(`Dev server (rendered like production): http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`));
