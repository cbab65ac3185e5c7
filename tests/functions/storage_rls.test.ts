/**
 * The migration's tables under the roles Supabase gives the public API: with the platform's
 * default grants but RLS on and no policy, anon and authenticated can neither read nor write.
 * (The roles and grants come from the local bootstrap in db-pglite.ts, as on the platform.)
 */
import assert from 'node:assert/strict';
import { freshDb, must } from './_helpers.ts';

const TABLES = ['contact_messages', 'rate_limits', 'newsletter_subscribers'];

Deno.test('RLS: anon and authenticated see nothing and cannot write', async (t) => {
  const db = await freshDb();
  const pg = db.pg;
  try {
    // Seed one row per table as the owner (what the functions do).
    await pg.query(
      `insert into contact_messages (first_name, email, message) values ('Ama', 'ama@example.com', 'Hello')`,
    );
    await pg.query(`insert into rate_limits (bucket, key_hash, window_start) values ('contact', repeat('a', 64), now())`);
    await pg.query(`insert into newsletter_subscribers (email) values ('reader@example.com')`);

    await t.step('RLS is enabled on every table and no policy exists', async () => {
      const rls = await pg.query<{ relname: string; relrowsecurity: boolean }>(
        `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
      );
      assert.deepEqual(rls.rows.map((r) => r.relname).sort(), [...TABLES].sort());
      for (const r of rls.rows) assert.equal(r.relrowsecurity, true, r.relname);
      const policies = await pg.query(`select * from pg_policies where schemaname = 'public'`);
      assert.equal(policies.rows.length, 0);
    });

    await t.step('the roles hold Supabase-style table grants (so RLS is what stops them)', async () => {
      for (const role of ['anon', 'authenticated']) {
        for (const table of TABLES) {
          const { rows } = await pg.query<{ ok: boolean }>(
            `select has_table_privilege($1, $2, 'SELECT, INSERT, UPDATE, DELETE') as ok`,
            [role, `public.${table}`],
          );
          assert.equal(rows[0]?.ok, true, `${role} on ${table}`);
        }
      }
    });

    for (const role of ['anon', 'authenticated']) {
      await t.step(`${role}: 0 rows visible, insert refused, update/delete touch nothing`, async () => {
        await pg.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          for (const table of TABLES) {
            const seen = await tx.query(`select * from ${table}`);
            assert.equal(seen.rows.length, 0, `${role} reads ${table}`);
            const updated = await tx.query(`update ${table} set created_at = created_at`.replace(
              'created_at = created_at',
              table === 'rate_limits' ? 'hits = hits + 1' : 'created_at = now()',
            ));
            assert.equal(updated.affectedRows ?? 0, 0, `${role} updates ${table}`);
            const deleted = await tx.query(`delete from ${table}`);
            assert.equal(deleted.affectedRows ?? 0, 0, `${role} deletes ${table}`);
          }
        });
        const inserts: Record<string, string> = {
          contact_messages: `insert into contact_messages (first_name, email, message) values ('Eve', 'eve@example.com', 'x')`,
          rate_limits: `insert into rate_limits (bucket, key_hash, window_start) values ('x', repeat('b', 64), now())`,
          newsletter_subscribers: `insert into newsletter_subscribers (email) values ('eve@example.com')`,
        };
        for (const table of TABLES) {
          await assert.rejects(
            pg.transaction(async (tx) => {
              await tx.exec(`set local role ${role}`);
              await tx.query(must(inserts[table], table));
            }),
            /row-level security/,
            `${role} inserts into ${table}`,
          );
        }
      });
    }

    await t.step('the owner (the functions) and service_role still see every row', async () => {
      for (const table of TABLES) {
        assert.equal((await pg.query(`select * from ${table}`)).rows.length, 1, table);
      }
      await pg.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        for (const table of TABLES) assert.equal((await tx.query(`select * from ${table}`)).rows.length, 1, table);
      });
    });

    await t.step('migrations are recorded and re-applying them is a no-op', async () => {
      const { rows } = await pg.query<{ version: string; name: string }>('select version, name from supabase_migrations.schema_migrations');
      assert.ok(rows.some((r) => r.name === 'contact_messages'));
      const { applyMigrations, findMigrationsDir } = await import('../../supabase/functions/_shared/db-pglite.ts');
      assert.deepEqual(await applyMigrations(pg, findMigrationsDir()), []);
    });
  } finally {
    await db.close();
  }
});
