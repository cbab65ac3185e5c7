/**
 * Shared fixtures for the function tests (Deno): a migrated in-memory PGlite (migrations run
 * once per test process, then every test database starts from that snapshot), a recording
 * mailer, a function context, and a Deno.serve server that routes /functions/v1/<name> like
 * the Supabase gateway.
 */
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { type Config, loadConfig } from '../../supabase/functions/_shared/config.ts';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { openPglite, type PgliteDb } from '../../supabase/functions/_shared/db-pglite.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import type { Handler } from '../../supabase/functions/_shared/http.ts';
import { type Logger, silentLogger } from '../../supabase/functions/_shared/log.ts';
import type { MailMessage, Mailer, SendResult } from '../../supabase/functions/_shared/mail.ts';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
export const ANON_KEY = 'test-anon-key';
/** CLIENT_HASH_SECRET of the tests (testConfig). */
export const TEST_SECRET = 'test-client-hash-secret-for-rate-limits';
/** Production mail settings that pass the placeholder check (the tests send only to a Resend mock). */
export const PRODUCTION_MAIL = {
  MAIL_FROM: 'Volta Pharma Website <website@mail.volta-pharma-test.com>',
  CONTACT_TO: 'enquiries@volta-pharma-test.com',
  RESEND_API_KEY: 're_test',
};
const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
/** The other settings production refuses to start without (secrets.ts): random secrets, the site's origin. */
export const PRODUCTION_SECRETS = {
  ALLOWED_ORIGINS: 'https://www.volta-pharma-test.com',
  CLIENT_HASH_SECRET: randomHex(),
  NEWSLETTER_SIGNING_SECRET: randomHex(),
  OUTBOX_RETRY_SECRET: randomHex(),
};

let snapshot: Promise<Blob> | null = null;

/** The migrated snapshot every test database starts from. */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const db = await openPglite();
    const blob = await db.dump();
    await db.close();
    return blob;
  })();
  return snapshot;
}

/**
 * A fresh, fully migrated database (about 0.5 s after the first one), in memory or in a new
 * `dataDir` folder.
 */
export async function freshDb(dataDir?: string): Promise<PgliteDb> {
  return await openPglite({ dataDir, loadDataDir: await migratedSnapshot() });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(mapEnv({ CLIENT_HASH_SECRET: TEST_SECRET, RETRY_INTERVAL_SECONDS: '0', ...env }));
}

export interface RecordingMailer extends Mailer {
  sent: MailMessage[];
  /** While set, every send fails with this message. */
  failWith: string | null;
}

export function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = {
    name: 'memory',
    sent: [],
    failWith: null,
    send(message: MailMessage): Promise<SendResult> {
      if (mailer.failWith) return Promise.reject(new Error(mailer.failWith));
      mailer.sent.push(message);
      return Promise.resolve({ providerId: `mem-${mailer.sent.length}` });
    },
  };
  return mailer;
}

export interface TestContext extends FunctionContext {
  /** Waits for the background work started by waitUntil. */
  settle(): Promise<void>;
}

export function testContext(
  parts: { db: PgliteDb; mailer: Mailer; config?: Config; log?: Logger },
): TestContext {
  const pending: Promise<unknown>[] = [];
  return {
    db: parts.db,
    mailer: parts.mailer,
    config: parts.config ?? testConfig(),
    log: parts.log ?? silentLogger,
    waitUntil: (work) => void pending.push(work),
    async settle() {
      while (pending.length) await pending.shift();
    },
  };
}

export interface TestServer {
  url: string;
  client: SupabaseClient;
  close(): Promise<void>;
}

/** Serves the handlers under /functions/v1/<name>, like the Supabase gateway. */
export function startServer(handlers: Record<string, Handler>): TestServer {
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req) => {
    const name = new URL(req.url).pathname.match(/^\/functions\/v1\/([^/]+)/)?.[1];
    const handler = name ? handlers[name] : undefined;
    return handler ? handler(req) : new Response('not found', { status: 404 });
  });
  const url = `http://127.0.0.1:${server.addr.port}`;
  const client = createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { url, client, close: () => server.shutdown() };
}

let contacts = 0;

/**
 * A message that passes validation, from a sender of its own (`ama.mensah.<n>@example.com`)
 * with words of its own (`request <n>`): every request counts against its e-mail address's
 * and its message's limits, so tests that are not about those limits do not share them. Pass
 * `email` or `message` to repeat one.
 */
export function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Ama',
    lastName: 'Mensah',
    email: `ama.mensah.${++contacts}@example.com`,
    phone: '+233 24 123 4567',
    organization: 'Korle Bu Teaching Hospital',
    service: 'nafdac',
    message: `We would like a quote for artemether-lumefantrine (request ${contacts}).\nThank you.`,
    ...overrides,
  };
}

/** The JSON body of a FunctionsHttpError (supabase-js keeps the Response in error.context). */
export async function errorBody(error: unknown): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = (error as { context?: Response }).context;
  if (!(res instanceof Response)) throw new Error(`Not an HTTP error: ${String(error)}`);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/**
 * A minimal environment for child processes, so that settings of the machine running the tests
 * (RESEND_API_KEY, SUPABASE_DB_URL, ...) cannot change what the child does.
 */
export function childEnv(vars: Record<string, string>): Record<string, string> {
  const keep: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'DENO_DIR', 'XDG_CACHE_HOME']) {
    const value = Deno.env.get(name);
    if (value !== undefined) keep[name] = value;
  }
  return { ...keep, ...vars };
}

/** The value, or a test failure saying what was missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A rate-limit key or client_hash as the functions must make it, computed here independently:
 * HMAC-SHA256 under the secret of `<scope>\0<value>` (scope client, email, message or flood).
 */
export async function keyedHash(secret: string, scope: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${scope}\u0000${value}`));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}
