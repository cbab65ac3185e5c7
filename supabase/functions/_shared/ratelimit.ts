/**
 * Rate limits kept in the database, so every function instance counts against the same
 * numbers: at most `max` requests in a window of `windowSeconds` that starts with the first
 * request of a key (and restarts after it ends). One atomic upsert per request, whatever the
 * number of keys; keys are salted SHA-256 hashes, never the address, e-mail or message itself.
 *
 * Which key: the client address, read from ONE header, the first entry of `x-forwarded-for`
 * by default (CLIENT_ADDRESS_HEADER changes it). Supabase documents no client-address header
 * for Edge Functions in its guides; what it does show is its own example function reading this
 * one ("get user location based on the IP provided in X-Forwarded-For header":
 * github.com/supabase/supabase, examples/edge-functions/supabase/functions/location), and a
 * maintainer's answer that the platform populates X-Forwarded-For with the client IP
 * (github.com/orgs/supabase/discussions/7884). `cf-connecting-ip` and `x-real-ip` are not read:
 * nothing says the platform sets or overwrites them, so a visitor could choose their value.
 *
 * A limit must never become site-wide by accident. When the header is missing or does not
 * hold an IP address, the visitor is unknown and, instead of one shared bucket, gets limits
 * that cannot block anybody else: per e-mail address and per message fingerprint (the same
 * `max`), plus a generous ceiling on all unknown visitors together (`floodMax`) that only a
 * flood reaches. The first time an instance meets an unknown visitor it logs
 * `ratelimit.no_client_address`, so the deployer sees it (supabase/functions/README.md, "Check
 * after the first deploy").
 */
import { isIP } from 'node:net';
import type { RateLimitConfig } from './config.ts';
import type { Db } from './db.ts';
import { HttpError, sha256Hex } from './http.ts';
import type { Logger } from './log.ts';

/** What a limit counts: one client address, one e-mail address, one message, or all unknown visitors. */
export type LimitScope = 'client' | 'email' | 'message' | 'flood';

export interface LimitKey {
  scope: LimitScope;
  bucket: string;
  keyHash: string;
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the refusing window ends (0 when allowed). */
  retryAfter: number;
  /** The first limit that refused the request, or null. */
  refusedBy: LimitScope | null;
}

/** The client address from `header` (its first comma-separated entry), when it is an IP address. */
export function clientAddress(req: Request, header: string | null): string | null {
  if (!header) return null;
  const first = req.headers.get(header)?.split(',')[0]?.trim() ?? '';
  return isIP(first) ? first.toLowerCase() : null;
}

/** Salted hash of one value; the same salt and separator as the stored client_hash. */
export function saltedHash(salt: string, value: string): Promise<string> {
  return sha256Hex(`${salt}\u0000${value}`);
}

/** The message as a repeat would look: case, spacing and line breaks do not make it new. */
export function messageFingerprint(message: string): string {
  return message.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface Visitor {
  /** From clientAddress(); null when unknown. */
  address: string | null;
  email: string;
  /** The contact message; absent for the newsletter. */
  message?: string;
}

export interface VisitorLimits {
  /** Salted hash of the client address (stored with the row), or null when unknown. */
  clientHash: string | null;
  keys: LimitKey[];
}

/** The keys a request counts against: its address, or the fallback keys when it has none. */
export async function visitorLimits(config: RateLimitConfig, bucket: string, visitor: Visitor): Promise<VisitorLimits> {
  const hash = (value: string) => saltedHash(config.salt, value);
  if (visitor.address) {
    const clientHash = await hash(visitor.address);
    return { clientHash, keys: [{ scope: 'client', bucket, keyHash: clientHash, max: config.max }] };
  }
  const keys: LimitKey[] = [
    { scope: 'email', bucket: `${bucket}:email`, keyHash: await hash(visitor.email.toLowerCase()), max: config.max },
  ];
  if (visitor.message !== undefined) {
    keys.push({ scope: 'message', bucket: `${bucket}:message`, keyHash: await hash(messageFingerprint(visitor.message)), max: config.max });
  }
  if (config.floodMax > 0) {
    keys.push({ scope: 'flood', bucket: `${bucket}:flood`, keyHash: await hash('all unknown visitors'), max: config.floodMax });
  }
  return { clientHash: null, keys };
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
  let refused: { scope: LimitScope; retryAfter: number } | null = null;
  for (const key of keys) {
    const row = rows.find((r) => r.bucket === key.bucket && r.key_hash === key.keyHash);
    if (!row) throw new Error(`The rate limit returned no row for ${key.bucket}`);
    if (Number(row.hits) > key.max && !refused) refused = { scope: key.scope, retryAfter: Number(row.retry_after) };
  }
  return refused
    ? { allowed: false, retryAfter: refused.retryAfter, refusedBy: refused.scope }
    : { allowed: true, retryAfter: 0, refusedBy: null };
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
      fallback: `per e-mail address and per message (${config.max} per ${config.windowSeconds} s), ` +
        `and all unknown visitors together at most ${config.floodMax || 'unlimited'} per ${config.windowSeconds} s`,
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
