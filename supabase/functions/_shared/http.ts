/**
 * HTTP plumbing shared by the functions: CORS, JSON answers, bounded body reading and the
 * client address. Web-standard APIs only (Request, Response, streams, crypto.subtle), so the
 * same code runs in Deno and in Node 20.
 */
import { corsHeaders as supabaseCorsHeaders } from 'npm:@supabase/supabase-js@2.119.1/cors';
import type { Config } from './config.ts';
import type { RequestErrorCode } from './errors.ts';

export type Handler = (req: Request) => Promise<Response>;

/**
 * The request headers a browser may send: exactly the list supabase-js ships for Edge Functions
 * (`@supabase/supabase-js/cors`, "kept in sync with the headers the Supabase SDK sends":
 * authorization, x-client-info, apikey, content-type, x-retry-count and the trace headers).
 * The version here must be the one the site's package.json installs, so the list follows the
 * client the browser runs; tests/functions/cors.test.ts fails when the two drift apart.
 */
export const CORS_ALLOW_HEADERS: string = supabaseCorsHeaders['Access-Control-Allow-Headers'];
/** Narrower than supabase-js's list on purpose: the public functions answer POST only. */
export const CORS_ALLOW_METHODS = 'POST, OPTIONS';

/** A refusal with its HTTP status, its stable code (errors.ts) and the English text for developers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: RequestErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function corsHeaders(req: Request, config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
    'Access-Control-Max-Age': '86400',
  };
  if (config.allowedOrigins === '*') {
    headers['Access-Control-Allow-Origin'] = '*';
  } else {
    headers.Vary = 'Origin';
    const origin = req.headers.get('origin');
    if (origin && config.allowedOrigins.includes(origin)) headers['Access-Control-Allow-Origin'] = origin;
  }
  return headers;
}

export function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function errorResponse(err: HttpError, cors: Record<string, string>): Response {
  return json(err.status, { error: err.message, code: err.code, ...err.extra }, { ...cors, ...err.headers });
}

/** The media type of the request body, lower case, without parameters. */
export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** What an HTML form posts natively (the form's enctype). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** True for a native HTML form post: the answer is then a page or a redirect, not JSON. */
export function isFormPost(req: Request): boolean {
  return req.method === 'POST' && FORM_TYPES.includes(mediaType(req));
}

/** The functions' own origin: SUPABASE_URL's (config.functionsOrigin), else the request URL's. */
export function ownOrigin(req: Request, config: Config): string {
  return config.functionsOrigin ?? new URL(req.url).origin;
}

/**
 * Refused when the browser says the request comes from an origin that is not allowed. Allowed:
 * the functions' own origin (the pages they answer a form posted without script with post back
 * to it) and ALLOWED_ORIGINS (any when `*`). `Origin: null` is never allowed, `*` or not: a
 * browser sends it from an opaque origin (a sandboxed frame, a file, a data: URL) and for a POST
 * from a page whose referrer policy is no-referrer, none of which is the site
 * (https://fetch.spec.whatwg.org/#serializing-a-request-origin). No Origin at all (not a
 * browser's cross-origin request) is let through, as before.
 */
export function originRefused(req: Request, config: Config): HttpError | null {
  const origin = req.headers.get('origin');
  if (!origin) return null;
  const allowed = origin !== 'null' &&
    (config.allowedOrigins === '*' || config.allowedOrigins.includes(origin) || origin === ownOrigin(req, config));
  return allowed ? null : new HttpError(403, 'originRefused', 'This origin is not allowed to call this function.');
}

/**
 * The checks every public function does before looking at a JSON payload: preflight, method,
 * origin, media type (`forms`: the endpoint also takes form posts, which never come here; the
 * 415 says so). Returns a Response to send at once, or null to go on.
 */
export function precheck(
  req: Request,
  config: Config,
  cors: Record<string, string>,
  opts: { forms?: boolean; diagnostic?: () => Record<string, unknown> } = {},
): Response | null {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (req.method !== 'POST') {
    // `diagnostic`: what the 405 also says for `npm run check:deployment` (never personal data).
    return errorResponse(
      new HttpError(405, 'methodNotAllowed', `Method ${req.method} is not allowed. Use POST.`, opts.diagnostic?.() ?? {}, { Allow: CORS_ALLOW_METHODS }),
      cors,
    );
  }
  const refused = originRefused(req, config);
  if (refused) return errorResponse(refused, cors);
  if (mediaType(req) !== 'application/json') {
    const accepted = opts.forms ? `application/json, ${FORM_TYPES.join(' or ')}` : 'application/json';
    return errorResponse(new HttpError(415, 'unsupportedMediaType', `Content-Type must be ${accepted}.`), cors);
  }
  return null;
}

/** Reads at most `limit` bytes of the body (413 beyond, 400 when it cannot be read or is empty). */
async function readBytes(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new HttpError(413, 'tooLarge', `Request body is too large (limit ${Math.floor(limit / 1024)} KiB).`);
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let total = 0;
  if (req.body) {
    const reader = req.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > limit) {
          reader.cancel().catch(() => {});
          throw tooLarge();
        }
        chunks.push(value);
      }
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(400, 'badRequest', 'The request body could not be read.');
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  return bytes;
}

/** Reads at most `limit` bytes of the body and parses it as UTF-8 JSON. */
export async function readJson(req: Request, limit: number): Promise<unknown> {
  const bytes = await readBytes(req, limit);
  if (bytes.byteLength === 0) throw new HttpError(400, 'badRequest', 'Request body is empty; send a JSON object.');
  let textBody: string;
  try {
    textBody = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'badRequest', 'Request body is not valid UTF-8.');
  }
  try {
    return JSON.parse(textBody);
  } catch {
    throw new HttpError(400, 'badRequest', 'Request body is not valid JSON.');
  }
}

/**
 * Reads at most `limit` bytes of a form post (URL-encoded or multipart, decoded as UTF-8 the
 * way browsers encode them) into its fields: the first value of each name, a text or a File.
 * Own properties of an object without prototype, so no name (`__proto__`) is special.
 */
export async function readForm(req: Request, limit: number): Promise<Record<string, unknown>> {
  const bytes = await readBytes(req, limit);
  let form: FormData;
  try {
    // The platform's own parser for both encodings (the same in Deno and Node).
    form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new HttpError(400, 'badRequest', 'The form data could not be read.');
  }
  const fields: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** The HMAC-SHA256 key of `secret`, imported once per secret (rate-limit keys, the newsletter's links). */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` under `secret`, as hex (crypto.subtle: the same in Deno and Node). */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(text)));
}
