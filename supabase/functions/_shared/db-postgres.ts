/**
 * Production database access: postgres.js, one connection per function instance.
 *
 * Which connection string (databaseUrl):
 *  - DB_POOLER_URL, a secret of ours: the Supavisor transaction-mode string (port 6543, from
 *    the dashboard's Connect panel). Supabase's advice for "a serverless or edge function" is
 *    the shared pooler in transaction mode, since these "open many short-lived connections"
 *    (supabase.com/docs/guides/database/connecting-to-postgres).
 *  - else SUPABASE_DB_URL, which the platform gives every function: "the URL for your Postgres
 *    database. You can use this to connect directly to your database"
 *    (supabase.com/docs/guides/functions/secrets). It works, but each instance then holds a
 *    direct connection of its own, and the functions log `config.direct_database_connection`.
 *  The name does not start with SUPABASE_: that prefix is reserved, and `supabase secrets set`
 *  skips such names ("Env name cannot start with SUPABASE_, skipping": supabase/cli,
 *  internal/secrets/set; supabase.com/docs/guides/functions/limits).
 *
 * Options: `prepare: false` because Supavisor in transaction mode does not support prepared
 * statements (supabase.com/docs/guides/troubleshooting/disabling-prepared-statements-qL8lEL,
 * which gives exactly this postgres.js option; harmless on a direct connection). `max: 1`: the
 * requests an instance serves take turns on one connection (each is a few short statements,
 * and none holds it while waiting for the mail provider), and the pooler's client connections
 * are shared by every instance, so a burst of instances cannot exhaust them threefold.
 */
import postgres from 'npm:postgres@3.4.7';
import type { Db, Row } from './db.ts';
import type { Env } from './env.ts';

export type DatabaseUrlSource = 'DB_POOLER_URL' | 'SUPABASE_DB_URL';

/** DB_POOLER_URL, else SUPABASE_DB_URL; throws when neither is set. */
export function databaseUrl(env: Env): { url: string; source: DatabaseUrlSource } {
  for (const source of ['DB_POOLER_URL', 'SUPABASE_DB_URL'] as const) {
    const url = env.get(source)?.trim();
    if (url) return { url, source };
  }
  throw new Error('No database: set DB_POOLER_URL (the transaction pooler string), or SUPABASE_DB_URL');
}

export function postgresDb(url: string, opts: { max?: number } = {}): Db {
  const sql = postgres(url, {
    prepare: false,
    max: opts.max ?? 1,
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
