/**
 * The migration's tables under the roles Supabase gives the public API, on the platform as it
 * is today (no default grants on new tables; the local bootstrap in db-pglite.ts reproduces
 * it): anon and authenticated hold no privilege at all, and even with the old platform's
 * grants, RLS on and no policy lets them neither read nor write. The same checks run on a real
 * Postgres server in production_postgres.test.ts.
 */
import assert from 'node:assert/strict';
import { freshDb } from './_helpers.ts';
import { checkGrantsAndRls, pgliteSession, seedOneRowEach } from './_rls.ts';

Deno.test('grants and RLS on PGlite: anon and authenticated see nothing and cannot write', async (t) => {
  const db = await freshDb();
  try {
    const session = pgliteSession(db.pg);
    await seedOneRowEach(session);
    await checkGrantsAndRls(t, session);

    await t.step('migrations are recorded and re-applying them is a no-op', async () => {
      const { rows } = await db.pg.query<{ version: string; name: string }>('select version, name from supabase_migrations.schema_migrations');
      assert.ok(rows.some((r) => r.name === 'contact_messages'));
      assert.ok(rows.some((r) => r.name === 'explicit_grants'));
      // PGlite has neither pg_cron nor pg_net: the schedule migration is applied as a no-op.
      assert.ok(rows.some((r) => r.name === 'outbox_retry_schedule'));
      const schemas = await db.pg.query(`select nspname from pg_namespace where nspname in ('cron', 'net')`);
      assert.deepEqual(schemas.rows, []);
      const { applyMigrations, findMigrationsDir } = await import('../../supabase/functions/_shared/db-pglite.ts');
      assert.deepEqual(await applyMigrations(db.pg, findMigrationsDir()), []);
    });
  } finally {
    await db.close();
  }
});
