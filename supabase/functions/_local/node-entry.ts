/**
 * Local (Node) adapter for the functions, used by the `npm start` server and the benchmark.
 * Compiled to plain ESM for Node with `node supabase/functions/_local/build.mjs`
 * (-> dist-server/functions.mjs); PGlite and nodemailer stay external and load from
 * node_modules.
 *
 *   const fns = await createLocalFunctions({ dataDir: '.data' });
 *   console.log('Contact e-mails are written to', fns.outboxDir);
 *   http.createServer(async (req, res) => {
 *     if (await fns.nodeHandler(req, res)) return;   // /functions/v1/<name>
 *     ...static files...
 *   });
 *
 * Database: PGlite in <dataDir>/pglite (or in memory), migrations from supabase/migrations.
 * Mail: RESEND_API_KEY -> Resend, SMTP_URL -> SMTP, otherwise .eml files in <dataDir>/outbox
 * (or OUTBOX_DIR). Undelivered messages and newsletter confirmation e-mails are retried, and the
 * retention purges run (contact data: _shared/retention.ts; the newsletter's rule), at start and
 * every RETRY_INTERVAL_SECONDS.
 * The contact form posted without script is redirected to SITE_URL, by default to this same
 * origin (a relative Location).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { loadConfig } from '../_shared/config.ts';
import { createContactHandler } from '../_shared/contact.ts';
import type { FunctionContext } from '../_shared/context.ts';
import type { Db } from '../_shared/db.ts';
import { openPglite } from '../_shared/db-pglite.ts';
import { layerEnv, runtimeEnv } from '../_shared/env.ts';
import type { Handler } from '../_shared/http.ts';
import { corsHeaders, json } from '../_shared/http.ts';
import { consoleLogger, errorText, type Logger } from '../_shared/log.ts';
import { type Mailer, mailerFromEnv } from '../_shared/mail.ts';
import { createNewsletterHandler, purgeNewsletter, retryConfirmations } from '../_shared/newsletter.ts';
import { createConfirmHandler, createUnsubscribeHandler } from '../_shared/newsletterLinks.ts';
import { type RetryReport, retryPending } from '../_shared/outbox.ts';
import { type PurgeReport, purged, purgeExpiredContactData } from '../_shared/retention.ts';

export const FUNCTIONS_PREFIX = '/functions/v1/';

export interface LocalFunctionsOptions {
  /** Root of the local data: PGlite in <dataDir>/pglite, mail in <dataDir>/outbox. Default '.data'. */
  dataDir?: string;
  /** Keep the database in memory (nothing written but the outbox). */
  inMemory?: boolean;
  migrationsDir?: string;
  /** Values that win over process.env (e.g. { RATE_LIMIT_MAX: '0' }). */
  env?: Record<string, string | undefined>;
  log?: Logger;
  /**
   * Keep the x-forwarded-for (and x-real-ip, cf-connecting-ip) as received: only behind a
   * proxy that appends the client's address to x-forwarded-for, whose right-most entry the
   * functions read (see _shared/ratelimit.ts). Otherwise x-forwarded-for is the socket's
   * address, its only entry.
   */
  trustProxy?: boolean;
  /**
   * The longest a request body may take to arrive, in ms (default BODY_TIMEOUT_MS, 10 s):
   * past it the function answers 408 and the connection closes, so a body sent a byte at a
   * time cannot hold the server.
   */
  bodyTimeoutMs?: number;
}

export interface LocalFunctions {
  /** Function names served, e.g. ['send-contact-email', 'subscribe-newsletter']. */
  readonly names: string[];
  /** Folder of the .eml outbox (used when neither RESEND_API_KEY nor SMTP_URL is set). */
  readonly outboxDir: string;
  /** 'outbox', 'smtp' or 'resend'. */
  readonly mailTransport: string;
  readonly db: Db;
  /** Calls one function with a WHATWG Request. Unknown names get a JSON 404. */
  handle(name: string, req: Request): Promise<Response>;
  /** The function name for a path like /functions/v1/<name>, else null. */
  match(pathname: string): string | null;
  /**
   * Node http adapter: answers requests under /functions/v1/ and resolves true, or resolves
   * false (untouched) for any other path.
   */
  nodeHandler(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Retries undelivered contact messages now. */
  retry(opts?: { ignoreSchedule?: boolean; max?: number }): Promise<RetryReport>;
  /** Runs the retention purge now (it also runs at start and with every retry). */
  purge(): Promise<PurgeReport>;
  close(): Promise<void>;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip'];

/**
 * Node request -> WHATWG Request. Unless the proxy is trusted, client-sent forwarding headers
 * are dropped and x-forwarded-for carries the socket's address, the way the platform's gateway
 * sets it for the deployed functions.
 */
export function toWebRequest(req: IncomingMessage, opts: { trustProxy?: boolean; bodySignal?: AbortSignal } = {}): Request {
  const url = requestUrl(req);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (!opts.trustProxy && FORWARDING_HEADERS.includes(key)) continue;
    if (Array.isArray(value)) {
      for (const v of value) headers.append(key, v);
    } else {
      headers.set(key, value);
    }
  }
  if (!opts.trustProxy && req.socket.remoteAddress) headers.set('x-forwarded-for', req.socket.remoteAddress);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // Through a PassThrough: when the function stops reading (a body over the limit), cancelling
  // the web stream destroys the PassThrough, not the request and its keep-alive socket; what
  // is left of the body is then drained by finishBody().
  let body: ReadableStream<Uint8Array> | undefined;
  if (hasBody) {
    const pass = new PassThrough();
    req.pipe(pass);
    // The body deadline: the function's read fails; nodeHandler has answered 408 already.
    opts.bodySignal?.addEventListener('abort', () => pass.destroy(new Error('request body timed out')), { once: true });
    body = Readable.toWeb(pass) as unknown as ReadableStream<Uint8Array>;
  }
  return new Request(url, {
    method,
    headers,
    body,
    // @ts-expect-error: Node's fetch needs duplex for a streamed body; not in the DOM types.
    duplex: 'half',
  });
}

/** A request the adapter cannot turn into a URL: answered 400, never 500. */
export class BadRequestError extends Error {}

/** A Host header: a name, IPv4 or [IPv6] address, with an optional port (RFC 9110 §7.2). */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The request's URL from its Host and target. The target is taken as a path ("//evil.example/x"
 * stays a path on this host, never the host evil.example); an absolute-form target gives its
 * path. Throws BadRequestError for an invalid Host ("a b") or target.
 */
export function requestUrl(req: IncomingMessage): URL {
  const host = req.headers.host ?? 'localhost';
  if (!HOST.test(host)) throw new BadRequestError('invalid Host header');
  let target = req.url ?? '/';
  if (!target.startsWith('/')) {
    try {
      const absolute = new URL(target);
      target = `${absolute.pathname}${absolute.search}`;
    } catch {
      throw new BadRequestError('invalid request target');
    }
  }
  try {
    return new URL(`http://${host}${target}`);
  } catch {
    throw new BadRequestError('invalid request target');
  }
}

/** How long a request body may take to arrive (see LocalFunctionsOptions.bodyTimeoutMs). */
export const BODY_TIMEOUT_MS = 10_000;

/** The most of an unread request body the server reads (and discards) to keep the connection. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;
const DRAIN_TIMEOUT_MS = 5_000;

/**
 * Reads and discards what the function left unread of the request body (a 413, or an error
 * answered before the body was read), so the next request on the same keep-alive connection
 * is parsed from its first byte. Gives up past DRAIN_LIMIT_BYTES or DRAIN_TIMEOUT_MS, or at
 * once when the declared length is over the limit: the answer then carries Connection: close.
 * Resolves true when the connection can stay open.
 */
export function finishBody(req: IncomingMessage): Promise<boolean> {
  req.unpipe();
  if (req.readableEnded) return Promise.resolve(true);
  const declared = Number(req.headers['content-length']);
  if (!req.complete && Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let drained = 0;
    const finish = (keepAlive: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      resolve(keepAlive);
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), DRAIN_TIMEOUT_MS);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.resume();
  });
}

export async function sendWebResponse(res: ServerResponse, response: Response, opts: { close?: boolean } = {}): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  if (opts.close) headers.connection = 'close';
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}

export async function createLocalFunctions(opts: LocalFunctionsOptions = {}): Promise<LocalFunctions> {
  const env = layerEnv(opts.env ?? {}, runtimeEnv());
  const log = opts.log ?? consoleLogger;
  // Without SITE_URL, the site is this server's own origin (npm start serves both): a form
  // posted without script is redirected to a path on it.
  const config = { ...loadConfig(env), ...(env.get('SITE_URL')?.trim() ? {} : { siteUrl: '' }) };
  const dataDir = resolve(opts.dataDir ?? '.data');
  const outboxDir = resolve(env.get('OUTBOX_DIR')?.trim() || join(dataDir, 'outbox'));
  const trustProxy = opts.trustProxy ?? env.get('TRUST_PROXY') === '1';
  const bodyTimeoutMs = opts.bodyTimeoutMs ?? BODY_TIMEOUT_MS;

  const db = await openPglite({
    dataDir: opts.inMemory ? null : join(dataDir, 'pglite'),
    migrationsDir: opts.migrationsDir,
  });
  let mailer: Mailer;
  try {
    mailer = await mailerFromEnv(env, { allowOutbox: true, outboxDir, timeoutMs: config.mailTimeoutMs });
  } catch (err) {
    await db.close();
    throw err;
  }

  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work.catch((err) => log.error('background.failed', { reason: errorText(err) }))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const ctx: FunctionContext = { db, mailer, config, log, waitUntil: track };
  const provider = () => Promise.resolve(ctx);
  const handlers: Record<string, Handler> = {
    'send-contact-email': createContactHandler(provider),
    'subscribe-newsletter': createNewsletterHandler(provider),
    'newsletter-confirm': createConfirmHandler(provider),
    'newsletter-unsubscribe': createUnsubscribeHandler(provider),
  };

  const retry = (o: { ignoreSchedule?: boolean; max?: number } = {}) =>
    retryPending(ctx, { max: o.max ?? 100, ignoreSchedule: o.ignoreSchedule });
  const purge = () => purgeExpiredContactData(db, config);
  // What Supabase Cron does on the platform: the retention purges, then the retries (in this
  // order, so nothing past its retention period is mailed), and the newsletter's confirmation
  // e-mails that did not go out (outbox-retry's second task).
  const retryInBackground = () =>
    track((async () => {
      try {
        const p = await purge();
        if (purged(p)) log.info('retention.purged', { ...p });
        const n = await purgeNewsletter(ctx);
        if (n.unconfirmed + n.withdrawn > 0) log.info('newsletter.purged', { ...n });
      } catch (err) {
        log.error('retention.failed', { reason: errorText(err) });
      }
      const r = await retry();
      if (r.claimed > 0) log.info('outbox.retried', { ...r });
      await retryConfirmations(ctx);
    })());
  retryInBackground();
  const timer = config.retryIntervalMs > 0 ? setInterval(retryInBackground, config.retryIntervalMs) : null;
  (timer as { unref?: () => void } | null)?.unref?.();

  let closed = false;
  const fns: LocalFunctions = {
    names: Object.keys(handlers),
    outboxDir,
    mailTransport: mailer.name,
    db,
    async handle(name, req) {
      const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
      if (!handler) return json(404, { error: `No function named "${name}".` }, corsHeaders(req, config));
      return await handler(req);
    },
    match(pathname) {
      if (!pathname.startsWith(FUNCTIONS_PREFIX)) return null;
      const name = pathname.slice(FUNCTIONS_PREFIX.length).split('/')[0] ?? '';
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    },
    async nodeHandler(req, res) {
      let url: URL;
      try {
        url = requestUrl(req);
      } catch (err) {
        if (!(err instanceof BadRequestError)) throw err;
        // Not a function path only when it is certainly not one: a bad Host on any path that
        // reaches here as a function path is refused the same way.
        if (!(req.url ?? '').startsWith(FUNCTIONS_PREFIX)) return false;
        await sendWebResponse(res, json(400, { error: 'Bad request' }, {}), { close: true });
        return true;
      }
      const name = fns.match(url.pathname);
      if (name === null) return false;
      const deadline = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          if (req.complete || req.readableEnded) return;
          resolve(null);
          deadline.abort();
        }, bodyTimeoutMs);
      });
      try {
        const request = toWebRequest(req, { trustProxy, bodySignal: deadline.signal });
        const handled = fns.handle(name, request);
        const response = await Promise.race([handled, timedOut]);
        if (response === null) {
          handled.catch(() => undefined);
          log.warn('functions.body_timeout', { name, ms: bodyTimeoutMs });
          req.unpipe();
          await sendWebResponse(res, json(408, { error: 'The request body took too long to arrive.' }, corsHeaders(request, config)), { close: true });
          // The client may still be sending: close once the answer is out.
          if (res.writableFinished) req.socket.destroy();
          else res.once('finish', () => req.socket.destroy());
          return true;
        }
        clearTimeout(timer);
        const keepAlive = await finishBody(req);
        await sendWebResponse(res, response, { close: !keepAlive });
      } catch (err) {
        log.error('functions.adapter_failed', { reason: errorText(err) });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Internal error' }));
      } finally {
        clearTimeout(timer);
      }
      return true;
    },
    retry,
    purge,
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      await mailer.close?.();
      await db.close();
    },
  };
  if (mailer.name === 'outbox') log.info('outbox.ready', { dir: outboxDir });
  return fns;
}
