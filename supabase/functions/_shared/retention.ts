/**
 * The retention purge of contact data, public.purge_expired_contact_data() (migration
 * 20261126120100_contact_retention.sql): messages after CONTACT_RETENTION_MONTHS (24), spam
 * after 30 days, rate-limit counters after 24 h, client_hash once the rate window has passed.
 * On Supabase, Supabase Cron runs it every 15 minutes as the database owner; locally the
 * `npm start` server (node-entry.ts) and `npm run outbox:retry` run it through this call.
 */
import type { Config } from './config.ts';
import type { Db } from './db.ts';

export interface PurgeReport {
  messages: number;
  spam: number;
  rateLimits: number;
  clientHashes: number;
}

export async function purgeExpiredContactData(db: Db, config: Config): Promise<PurgeReport> {
  const [row] = await db.query<{ report: PurgeReport | string }>(
    'select public.purge_expired_contact_data(retention_months => $1::int, rate_window_seconds => $2::int) as report',
    [config.contactRetentionMonths, config.rateLimit.windowSeconds],
  );
  const report = row?.report;
  if (report === undefined) throw new Error('purge_expired_contact_data returned no row');
  return typeof report === 'string' ? JSON.parse(report) as PurgeReport : report;
}

/** True when the purge removed or changed anything (worth a log line). */
export function purged(report: PurgeReport): boolean {
  return Object.values(report).some((n) => Number(n) > 0);
}
