/**
 * The only database surface the functions use. Two implementations:
 * `db-postgres.ts` (postgres.js, production on Supabase via DB_POOLER_URL or SUPABASE_DB_URL) and
 * `db-pglite.ts` (embedded PGlite for the local server, the tests and the scripts).
 * Both return rows as plain objects; timestamps come back as Date, int4 as number.
 */
export type Row = Record<string, unknown>;

/** The single row a statement must return (INSERT ... RETURNING, aggregates). */
export function firstRow<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('The statement returned no row');
  return row;
}

export interface Db {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}
