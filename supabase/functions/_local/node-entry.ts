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
 * (or OUTBOX_DIR). Undelivered messages (and newsletter confirmation e-mails) are retried, and the
 * newsletter's retention rule is run, at start and every RETRY_INTERVAL_SECONDS.
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
   * Keep the x-forwarded-for (and x-real-ip, cf-connecting-ip) the client sent: only behind a
   * proxy that sets them. Otherwise x-forwarded-for is the socket's address, as the functions
   * read the client address from it (see _shared/ratelimit.ts).
   */
  trustProxy?: boolean;
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
  close(): Promise<void>;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip'];

/**
 * Node request -> WHATWG Request. Unless the proxy is trusted, client-sent forwarding headers
 * are dropped and x-forwarded-for carries the socket's address, the way the platform's gateway
 * sets it for the deployed functions.
 */
export function toWebRequest(req: IncomingMessage, opts: { trustProxy?: boolean } = {}): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
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
  const retryInBackground = () => {
    track(retry().then((r) => {
      if (r.claimed > 0) log.info('outbox.retried', { ...r });
    }));
    // The newsletter's confirmation e-mails that did not go out, and its retention rule (what
    // Supabase Cron and outbox-retry do in production).
    track(retryConfirmations(ctx).then(() => purgeNewsletter(ctx)).then((p) => {
      if (p.unconfirmed + p.withdrawn > 0) log.info('newsletter.purged', { ...p });
    }));
  };
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
      let pathname: string;
      try {
        pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      } catch {
        return false;
      }
      const name = fns.match(pathname);
      if (name === null) return false;
      try {
        const response = await fns.handle(name, toWebRequest(req, { trustProxy }));
        const keepAlive = await finishBody(req);
        await sendWebResponse(res, response, { close: !keepAlive });
      } catch (err) {
        log.error('functions.adapter_failed', { reason: errorText(err) });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Internal error' }));
      }
      return true;
    },
    retry,
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
