/**
 * Per-client fixed-window rate limit kept in the database, so every function instance counts
 * against the same numbers. One atomic upsert per request; the client is identified only by a
 * salted SHA-256 of its address.
 */
import type { Db } from './db.ts';
import type { RateLimitConfig } from './config.ts';

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

export async function hitRateLimit(
  db: Db,
  limit: RateLimitConfig,
  bucket: string,
  keyHash: string,
): Promise<RateLimitResult> {
  if (limit.max <= 0) return { allowed: true, hits: 0, retryAfter: 0 };
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into public.rate_limits as r (bucket, key_hash, window_start, hits)
     values ($1, $2, to_timestamp(floor(extract(epoch from now()) / $3::int) * $3::int), 1)
     on conflict (bucket, key_hash, window_start) do update set hits = r.hits + 1
     returning r.hits,
       greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => $3::int) - now()))))::int
         as retry_after`,
    [bucket, keyHash, limit.windowSeconds],
  );
  const hits = Number(row!.hits);
  return { allowed: hits <= limit.max, hits, retryAfter: Number(row!.retry_after) };
}

/** Drops counters of windows that ended long ago. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 86_400): Promise<void> {
  await db.query(
    'delete from public.rate_limits where window_start < now() - make_interval(secs => $1::int)',
    [olderThanSeconds],
  );
}

export function retryAfterText(seconds: number): string {
  if (seconds <= 90) return `${Math.max(1, seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
