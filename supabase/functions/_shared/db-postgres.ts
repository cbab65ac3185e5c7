/**
 * Production database access: postgres.js over SUPABASE_DB_URL (provided by the Supabase
 * platform, also by `supabase functions serve`). Prepared statements are off so the same code
 * works through Supavisor in transaction mode.
 */
import postgres from 'npm:postgres@3.4.7';
import type { Db, Row } from './db.ts';

export function postgresDb(url: string, opts: { max?: number } = {}): Db {
  const sql = postgres(url, {
    prepare: false,
    max: opts.max ?? 3,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
  });
  return {
    async query<T = Row>(text: string, params: unknown[] = []): Promise<T[]> {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return Array.from(rows) as unknown as T[];
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
