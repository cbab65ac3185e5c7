/**
 * Rate limits kept in the database, so every function instance counts against the same
 * numbers: at most `max` requests in a window of `windowSeconds` that starts with the first
 * request of a key (and restarts after it ends). One atomic upsert per request, whatever the
 * number of keys. Keys are HMAC-SHA256 under CLIENT_HASH_SECRET, domain-separated (`client`,
 * `email`, `message`, `flood`), never the address, e-mail or message itself; without the
 * secret, a stored `client_hash` cannot be tried against the 2^32 IPv4 addresses.
 *
 * Every request counts against all its keys at once, and any of them refuses it:
 *  - its client's network (when the platform delivered an address): `max` per window;
 *  - its e-mail address and (contact) its message fingerprint: `max` each, whoever sends them,
 *    so one address or one text cannot be repeated from many networks;
 *  - the function's flood ceiling, all requests together: `floodMax` (100 per 10 min by
 *    default, far above a normal day's messages and sign-ups), so a flood from many networks
 *    stops there.
 *
 * Which client address: ONE header, CLIENT_ADDRESS_HEADER (`x-forwarded-for` by default), and
 * in it the entry CLIENT_ADDRESS_HOPS (1) counted from the RIGHT, never the first one:
 *  - Supabase Edge Functions are reached through Cloudflare and Supabase's gateway. The
 *    platform puts the client address in X-Forwarded-For: Supabase's own example function
 *    reads it from there ("get user location based on the IP provided in X-Forwarded-For
 *    header", github.com/supabase/supabase, examples/edge-functions/supabase/functions/location),
 *    and a Supabase engineer said the platform populates it with the client IP
 *    (github.com/orgs/supabase/discussions/7884). Supabase's guides promise no header.
 *  - Proxies APPEND to X-Forwarded-For rather than replacing it: Cloudflare keeps what the
 *    caller sent and adds the address connecting to it (developers.cloudflare.com/fundamentals/
 *    reference/http-headers, "X-Forwarded-For": "Cloudflare appends the IP address of the HTTP
 *    proxy to the header"; its older article: "will append the client's IP to its value, as the
 *    last in the list", support.cloudflare.com/hc/en-us/articles/200170986; a request sent with
 *    `X-Forwarded-For: a,b` reaches the origin as `a,b,<visitor>`:
 *    github.com/cloudflare/cloudflared/issues/1426). So the
 *    left-most entry is whatever the caller typed (the review rotated it past the limit), and
 *    the right-most is the one the last proxy wrote. Other Supabase projects hit the same:
 *    github.com/risa-labs-inc/BossConsole/issues/974 (left-most in an Edge Function, evaded
 *    by rotating one header; fixed by reading from the right).
 *  - If the platform's own last hop appended an internal address after the visitor's, the
 *    right-most entry would be that proxy and all visitors would share one bucket: then set
 *    CLIENT_ADDRESS_HOPS=2. `npm run check:deployment` shows which case a project is in
 *    (clientAddressReport below, on a 405 answer), without ever revealing an address.
 *  - `cf-connecting-ip` (Cloudflare overwrites it with the visitor's address on traffic it
 *    proxies) is not read by default: behind Supabase's gateway nothing documents that it
 *    arrives or that the gateway keeps it; check:deployment says whether it matches.
 *    CLIENT_ADDRESS_HEADER=cf-connecting-ip (hops 1) reads it.
 *  - `npm start` (node-entry.ts) sets x-forwarded-for to the socket's address (one entry),
 *    or, with TRUST_PROXY=1, keeps the header the proxy in front appended to: the same rule.
 *
 * The address is reduced to its network before hashing (networkKey): an IPv4 address as it
 * is, an IPv6 address to its /64 (what one subscriber line gets; every spelling of it, and
 * every address inside it, is one bucket), an IPv4-mapped IPv6 address to its IPv4 address.
 *
 * Without a usable address the client key is skipped (the other keys still apply); the first
 * time an instance meets such a visitor it logs `ratelimit.no_client_address`.
 */
import { isIP } from 'node:net';
import type { RateLimitConfig } from './config.ts';
import type { FunctionContext } from './context.ts';
import type { Db } from './db.ts';
import { HttpError, hmacSha256Hex } from './http.ts';
import type { Logger } from './log.ts';

/** What a limit counts: one client network, one e-mail address, one message, or every request of the function. */
export type LimitScope = 'client' | 'email' | 'message' | 'flood';

export interface LimitKey {
  scope: LimitScope;
  bucket: string;
  keyHash: string;
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until every refusing window has ended (0 when allowed). */
  retryAfter: number;
  /** The first limit (client, email, message, flood) that refused the request, or null. */
  refusedBy: LimitScope | null;
}

type AddressSource = Pick<RateLimitConfig, 'addressHeader' | 'addressHops'>;

/** The entry `hops` from the right of a comma-separated header value (1 = the last), or null when there are fewer. */
function entryFromRight(value: string | null, hops: number): string | null {
  if (value === null) return null;
  const entries = value.split(',');
  return entries.length >= hops ? (entries[entries.length - hops]?.trim() ?? null) : null;
}

/** The 8 groups of a valid IPv6 address (any spelling: compressed, zero-padded, upper case, IPv4 tail, zone). */
function ipv6Groups(ip: string): number[] {
  let s = ip.toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    s = `${s.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = s.split('::');
  const head = left ? left.split(':') : [];
  const rest = right ? right.split(':') : [];
  const groups = right === undefined ? head : [...head, ...Array(8 - head.length - rest.length).fill('0'), ...rest];
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * The network a client address counts as, or null when `ip` is not an IP address: IPv4 as it
 * is, an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as its IPv4 address, any other IPv6
 * address as its /64 (`2001:db8:0:0::/64`).
 */
export function networkKey(ip: string): string | null {
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return null;
  const g = ipv6Groups(ip);
  if (g.length !== 8 || g.some((n) => !Number.isInteger(n))) return null;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = g;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  }
  return `${[g0, g1, g2, g3].map((n) => (n ?? 0).toString(16)).join(':')}::/64`;
}

/** The client's network (networkKey) from the configured header and hop, or null when unknown. */
export function clientAddress(req: Request, source: AddressSource): string | null {
  if (!source.addressHeader) return null;
  const entry = entryFromRight(req.headers.get(source.addressHeader), source.addressHops);
  return entry ? networkKey(entry) : null;
}

/** Headers some proxy or platform uses for the client address; the report says which arrived. */
const ADDRESS_HEADERS = ['x-forwarded-for', 'cf-connecting-ip', 'x-real-ip', 'true-client-ip', 'forwarded', 'sb-forwarded-for', 'x-client-ip'];

type AddressKind = 'public' | 'private' | 'loopback' | 'link-local' | 'documentation';

/** What kind of network an address (networkKey) is in: a visitor's is public. */
function addressKind(key: string): AddressKind {
  if (!key.includes(':')) {
    const [a = 0, b = 0, c = 0] = key.split('.').map(Number);
    if (a === 127) return 'loopback';
    if (a === 169 && b === 254) return 'link-local';
    if (a === 10 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b < 128)) return 'private';
    if ((a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'documentation';
    return 'public';
  }
  const first = Number.parseInt(key.split(':')[0] ?? '0', 16);
  if (key === '0:0:0:0::/64') return 'loopback';
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if (key.startsWith('2001:db8:')) return 'documentation';
  return 'public';
}

/**
 * Which header carried a usable client address, and how, without the address itself: the
 * configured header and hop, how many entries it had, whether the chosen entry is an address
 * and of what kind, which other client-address headers arrived and which of them name the
 * same network. Answered with every 405 of the public functions (endpoint.ts) and read by
 * `npm run check:deployment`.
 */
export function clientAddressReport(req: Request, source: AddressSource): Record<string, unknown> {
  const header = source.addressHeader;
  const raw = header ? req.headers.get(header) : null;
  const chosen = clientAddress(req, source);
  const same = (name: string) => {
    const entry = entryFromRight(req.headers.get(name), 1);
    return chosen !== null && entry !== null && networkKey(entry) === chosen;
  };
  const present = ADDRESS_HEADERS.filter((name) => req.headers.has(name));
  return {
    header,
    hops: source.addressHops,
    entries: raw === null ? 0 : raw.split(',').length,
    usable: chosen !== null,
    kind: chosen === null ? null : addressKind(chosen),
    present,
    sameAs: present.filter((name) => name !== header && same(name)),
  };
}

/** The message as a repeat would look: case, spacing and line breaks do not make it new. */
export function messageFingerprint(message: string): string {
  return message.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The keyed hash of one value of one kind: `client_hash` is keyHash(secret, 'client', network). */
export function keyHash(secret: string, scope: LimitScope, value: string): Promise<string> {
  return hmacSha256Hex(secret, `${scope}\u0000${value}`);
}

export interface Visitor {
  /** From clientAddress(); null when unknown. */
  address: string | null;
  email: string;
  /** The contact message; absent for the newsletter. */
  message?: string;
}

export interface VisitorLimits {
  /** Keyed hash of the client's network (stored with the row), or null when unknown. */
  clientHash: string | null;
  keys: LimitKey[];
}

/** Every key a request counts against: its network (when known), its e-mail address, its message, the flood ceiling. */
export async function visitorLimits(config: RateLimitConfig, bucket: string, visitor: Visitor): Promise<VisitorLimits> {
  const hash = (scope: LimitScope, value: string) => keyHash(config.secret, scope, value);
  const keys: LimitKey[] = [];
  const clientHash = visitor.address ? await hash('client', visitor.address) : null;
  if (clientHash) keys.push({ scope: 'client', bucket, keyHash: clientHash, max: config.max });
  keys.push({ scope: 'email', bucket: `${bucket}:email`, keyHash: await hash('email', visitor.email.toLowerCase()), max: config.max });
  if (visitor.message !== undefined) {
    keys.push({ scope: 'message', bucket: `${bucket}:message`, keyHash: await hash('message', messageFingerprint(visitor.message)), max: config.max });
  }
  if (config.floodMax > 0) {
    keys.push({ scope: 'flood', bucket: `${bucket}:flood`, keyHash: await hash('flood', bucket), max: config.floodMax });
  }
  return { clientHash, keys };
}

/** Counts the request against every key at once; refused when any key is over its maximum. */
export async function hitRateLimits(db: Db, config: RateLimitConfig, keys: LimitKey[]): Promise<RateLimitResult> {
  if (config.max <= 0 || keys.length === 0) return { allowed: true, retryAfter: 0, refusedBy: null };
  // Buckets and hex hashes never contain a comma, so the lists travel as text: no
  // driver-specific array parameter handling (postgres.js and PGlite alike).
  const rows = await db.query<{ bucket: string; key_hash: string; hits: number; retry_after: number }>(
    `insert into public.rate_limits as r (bucket, key_hash, window_start, hits)
     select k.bucket, k.key_hash, now(), 1
       from unnest(string_to_array($1::text, ','), string_to_array($2::text, ',')) as k(bucket, key_hash)
     on conflict (bucket, key_hash) do update set
       window_start = case when r.window_start <= now() - make_interval(secs => $3::int)
                           then now() else r.window_start end,
       hits = case when r.window_start <= now() - make_interval(secs => $3::int)
                   then 1 else r.hits + 1 end
     returning r.bucket, r.key_hash, r.hits,
       greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => $3::int) - now()))))::int
         as retry_after`,
    [keys.map((k) => k.bucket).join(','), keys.map((k) => k.keyHash).join(','), config.windowSeconds],
  );
  // The scope named is the first refusing key (client, email, message, flood: the most
  // specific); the wait is until the last refusing window ends, so a retry then is taken.
  let refusedBy: LimitScope | null = null;
  let retryAfter = 0;
  for (const key of keys) {
    const row = rows.find((r) => r.bucket === key.bucket && r.key_hash === key.keyHash);
    if (!row) throw new Error(`The rate limit returned no row for ${key.bucket}`);
    if (Number(row.hits) <= key.max) continue;
    refusedBy ??= key.scope;
    retryAfter = Math.max(retryAfter, Number(row.retry_after));
  }
  return { allowed: refusedBy === null, retryAfter, refusedBy };
}

/**
 * Logs `ratelimit.no_client_address` the first time it is called (per handler instance), so a
 * platform that stops sending the address header shows up in the function's logs.
 */
export function noAddressWarning(): (log: Logger, config: RateLimitConfig) => void {
  let warned = false;
  return (log, config) => {
    if (warned) return;
    warned = true;
    log.warn('ratelimit.no_client_address', {
      header: config.addressHeader ?? 'none (CLIENT_ADDRESS_HEADER=none)',
      hops: config.addressHops,
      fallback: `per e-mail address and per message only (${config.max} per ${config.windowSeconds} s), ` +
        `and all requests together at most ${config.floodMax || 'unlimited'} per ${config.windowSeconds} s`,
    });
  };
}

/** Drops counters whose window ended long ago. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 86_400): Promise<void> {
  await db.query(
    'delete from public.rate_limits where window_start < now() - make_interval(secs => $1::int)',
    [olderThanSeconds],
  );
}

/**
 * A refusal by the rate limit: 429 with Retry-After and the English message of the JSON answer;
 * `scope` and `retryAfter` (also in the JSON answer, beside the code `rateLimited`) let the site
 * say it in the visitor's language.
 */
export class RateLimitError extends HttpError {
  constructor(readonly scope: LimitScope, readonly retryAfter: number, message: string) {
    super(429, 'rateLimited', message, { scope, retryAfter }, { 'Retry-After': String(retryAfter) });
    this.name = 'RateLimitError';
  }
}

export function retryAfterText(seconds: number): string {
  if (seconds <= 90) return `${Math.max(1, seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * `npm run check:deployment` sends this header (value `dry-run`) to see the rate limit work
 * without leaving anything behind: the request goes through every check and counts against
 * every limit as any other, then is answered 200 `{ ok: true, dryRun: true }` (or the 429)
 * without being stored or mailed. It gains a caller nothing: it spends their own limits.
 */
export const DRY_RUN_HEADER = 'x-check-deployment';

export interface LimitOutcome {
  /** Keyed hash of the client's network, for the stored row; null when unknown. */
  clientHash: string | null;
  /** The 429 to answer with, or null when every limit let the request through. */
  refusal: RateLimitError | null;
  /** A check:deployment dry run: answer without storing or mailing anything. */
  dryRun: boolean;
}

/**
 * The rate limit of one endpoint (`bucket`): reads the client address, counts the request
 * against every key (visitorLimits) and says what to do. `refusals` is the English reason for
 * each scope, `contact` what the 429 adds after "Please try again in ...".
 */
export function endpointLimiter(bucket: string, refusals: Record<LimitScope, string>, contact: (ctx: FunctionContext) => string = () => '') {
  const warnNoAddress = noAddressWarning();
  return async (ctx: FunctionContext, req: Request, visitor: Omit<Visitor, 'address'>): Promise<LimitOutcome> => {
    const config = ctx.config.rateLimit;
    const address = clientAddress(req, config);
    if (!address) warnNoAddress(ctx.log, config);
    const limits = await visitorLimits(config, bucket, { ...visitor, address });
    const limit = await hitRateLimits(ctx.db, config, limits.keys);
    const scope = limit.refusedBy;
    const refusal = scope === null ? null : new RateLimitError(
      scope,
      limit.retryAfter,
      `${refusals[scope]} Please try again in ${retryAfterText(limit.retryAfter)}${contact(ctx)}.`,
    );
    return { clientHash: limits.clientHash, refusal, dryRun: req.headers.get(DRY_RUN_HEADER) === 'dry-run' };
  };
}
