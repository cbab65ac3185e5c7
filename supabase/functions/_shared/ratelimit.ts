/**
 * Per-client rate limit kept in the database, so every function instance counts against the
 * same numbers: at most `max` requests in a window of `windowSeconds` that starts with the
 * client's first request (and restarts after it ends). One atomic upsert per request; the
 * client is identified only by a salted SHA-256 of its address.
 */
import { type Db, firstRow } from './db.ts';
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
  const row = firstRow(await db.query<{ hits: number; retry_after: number }>(
    `insert into public.rate_limits as r (bucket, key_hash, window_start, hits)
     values ($1, $2, now(), 1)
     on conflict (bucket, key_hash) do update set
       window_start = case when r.window_start <= now() - make_interval(secs => $3::int)
                           then now() else r.window_start end,
       hits = case when r.window_start <= now() - make_interval(secs => $3::int)
                   then 1 else r.hits + 1 end
     returning r.hits,
       greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => $3::int) - now()))))::int
         as retry_after`,
    [bucket, keyHash, limit.windowSeconds],
  ));
  const hits = Number(row.hits);
  return { allowed: hits <= limit.max, hits, retryAfter: Number(row.retry_after) };
}

/** Drops counters whose window ended long ago. */
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
