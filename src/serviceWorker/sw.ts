/// <reference lib="webworker" />
/**
 * The site's service worker, served at /sw.js (built by scripts/service-worker.mjs, which
 * writes in the locales' words, the build's version and its stylesheet). It keeps a copy of
 * what the visitor has read, and nothing else: it never fetches a file on its own, so a
 * visitor with Save-Data on (or off) stores only what they opened.
 *
 * - Pages and unhashed files: network first. When the network fails, or is slower than
 *   NETWORK_WAIT_MS, the saved copy answers, a page with a line saying when it was saved;
 *   the network's answer, however late, still replaces the copy. A page with no copy gets
 *   the offline page in its language: the pages saved here, the company's phone and e-mail.
 * - Hashed files (/static/): from the copy first; a deploy brings new names and a new cache.
 * - Not touched: other origins, the server functions, anything but GET, parts of files.
 */
import type { LocaleWords, ServiceWorkerConfig } from './types';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build. */
declare const __SERVICE_WORKER_CONFIG__: ServiceWorkerConfig;

const { build, defaultLocale, locales, titleSuffix, css } = __SERVICE_WORKER_CONFIG__;

/** The pages (and unhashed files) read on this device: kept across deploys, each one refreshed whenever the network gives it. */
const PAGES = 'pages-v1';
/** This build's hashed files, which a deploy replaces. */
const STATIC = `static-${build}`;
/** How long a page may take before its saved copy is shown ("a few seconds"). */
const NETWORK_WAIT_MS = 3500;
/** When a copy was saved (milliseconds since the epoch), added to its headers in the cache. */
const SAVED_AT = 'x-saved-at';
/** A fetch that answers from the browser's HTTP cache only, never the network. */
const HTTP_CACHE_ONLY: RequestInit = { cache: 'only-if-cached', mode: 'same-origin' };

interface SavedPage {
  path: string;
  html: string;
  at: number;
  response: Response;
}

/** The words of a path's locale (its prefix: "/fr/about"), English for a path without one. */
const wordsFor = (path: string) => locales[path.split('/')[1] ?? ''] ?? (locales[defaultLocale] as LocaleWords);
const dateIn = (intl: string, at: number) => new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(at);
const cacheOf = (path: string) => (path.startsWith('/static/') ? STATIC : PAGES);

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(saveOpenPages());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== PAGES && name !== STATIC) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/functions/') || request.headers.has('range')) return;
  event.respondWith(url.pathname.startsWith('/static/') ? cacheFirst(event, url.pathname) : networkFirst(event, url));
});

/**
 * The page that registered the worker loaded before it: its copy comes from the browser's
 * HTTP cache (no download), or from the network if it is not there. (The files it loaded
 * are found in the HTTP cache when they are needed offline: `fromNetwork`.)
 */
async function saveOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows.map(({ url }) => {
      const path = new URL(url).pathname;
      return fetch(path, HTTP_CACHE_ONLY)
        .catch(() => fetch(path))
        .then((page) => save(path, page), () => false);
    }),
  );
}

/**
 * A file from the network; offline, from the HTTP cache, where a file the page loaded before
 * the worker took it over is. Not a page: a copy from there would show without its date.
 */
function fromNetwork(request: Request, path: string): Promise<Response> {
  return fetch(request).catch((error) => (navigator.onLine || request.mode === 'navigate' ? Promise.reject(error) : fetch(path, HTTP_CACHE_ONLY)));
}

/** Keeps a good answer of this site, with the time; false when it is not one to keep (an error, a redirect). */
async function save(path: string, response: Response): Promise<boolean> {
  if (!response.ok || response.redirected || response.type !== 'basic') return false;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(Date.now()));
  const cache = await caches.open(cacheOf(path));
  await cache.put(path, new Response(response.body, { status: response.status, statusText: response.statusText, headers }));
  return true;
}

async function cacheFirst(event: FetchEvent, path: string): Promise<Response> {
  const saved = await caches.match(path, { cacheName: STATIC });
  if (saved) return saved;
  const response = await fromNetwork(event.request, path);
  event.waitUntil(save(path, response.clone()));
  return response;
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  const path = url.pathname;
  const network = fromNetwork(request, path);
  // The copy is refreshed whenever the network answers, even after the saved copy was shown.
  event.waitUntil(network.then((response) => save(path, response.clone()), () => false));
  const saved = await caches.match(path, { cacheName: PAGES });
  const isPage = request.mode === 'navigate';
  if (!saved) return isPage ? network.catch(() => offlinePage(url)) : network;
  let shown: Promise<Response> | undefined;
  const fallback = () => (shown ??= isPage ? withNotice(path, saved) : Promise.resolve(saved));
  const answered = network.then((response) => (response.status < 500 ? response : fallback()), fallback);
  return Promise.race([answered, new Promise<Response>((resolve) => setTimeout(() => resolve(fallback()), NETWORK_WAIT_MS))]);
}

/** An HTML answer made here, with the headers of the page it was made from (its CSP). */
function htmlResponse(html: string, from: Response | undefined, status: number): Response {
  const headers = new Headers(from?.headers ?? { 'content-type': 'text/html; charset=utf-8' });
  for (const name of ['content-length', 'content-encoding', SAVED_AT]) headers.delete(name);
  return new Response(html.replace('</head>', `<style>${css}</style></head>`), { status, headers });
}

/** The saved copy with a line above it: "You are reading a saved copy from {date}." */
async function withNotice(path: string, saved: Response): Promise<Response> {
  const words = wordsFor(path);
  // A status: advice about the page, in a region of its own for assistive technology.
  const notice = `<p role="status" data-offline-notice>${words.savedCopy.replace('{date}', dateIn(words.intl, Number(saved.headers.get(SAVED_AT))))}</p>`;
  const html = (await saved.clone().text()).replace(/<body[^>]*>/, (body) => body + notice);
  return htmlResponse(html, saved, 200);
}

/**
 * A page that cannot be loaded and has no copy: the offline page in the page's language,
 * inside a saved page of that language (its header and footer; without its scripts), or of
 * another one, or bare when nothing is saved.
 */
async function offlinePage(url: URL): Promise<Response> {
  const words = wordsFor(url.pathname);
  const cache = await caches.open(PAGES);
  const saved: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response?.headers.get('content-type')?.includes('html')) continue;
    saved.push({ path: new URL(request.url).pathname, html: await response.clone().text(), at: Number(response.headers.get(SAVED_AT)), response });
  }
  saved.sort((a, b) => b.at - a.at);
  const list = saved.map(({ path, html, at }) => {
    const title = html.match(/<title>([^<]*)/)?.[1] ?? path;
    const name = title.endsWith(titleSuffix) ? title.slice(0, -titleSuffix.length) : title;
    return `<li><a href="${path}">${name}</a> <span>${words.savedOn.replace('{date}', dateIn(words.intl, at))}</span></li>`;
  });
  const content = words.page
    .replace('{url}', () => url.pathname + url.search)
    .replace('{saved}', () => (list.length ? `<ul>${list.join('')}</ul>` : `<p>${words.noneSaved}</p>`));
  const frame = saved.find(({ path }) => wordsFor(path) === words) ?? saved[0];
  const html = frame
    ? frame.html
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replace(/ aria-current="page"/g, '')
        .replace(/<title>[^<]*/, () => `<title>${words.title}`)
        .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, (_, main) => `${main}${content}</main>`)
    : `<!doctype html><html lang="${words.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title></head><body><main>${content}</main></body></html>`;
  return htmlResponse(html, frame?.response, 503);
}
