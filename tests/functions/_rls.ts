/**
 * The privilege and row-level security checks of the migrations, run on any database the tests
 * have: PGlite in-process (storage_rls.test.ts) and a real Postgres server over the wire
 * (production_postgres.test.ts). The database must be migrated and hold one row per table.
 */
import assert from 'node:assert/strict';
import type { PGlite } from 'npm:@electric-sql/pglite@0.5.16';
import type postgres from 'npm:postgres@3.4.7';

export const TABLES = ['contact_messages', 'rate_limits', 'newsletter_subscribers'] as const;
export const API_ROLES = ['anon', 'authenticated'] as const;

type Row = Record<string, unknown>;
type Query = (sql: string) => Promise<Row[]>;

/** A connection as the table owner; `rolledBack` runs `fn` in a transaction that never commits. */
export interface SqlSession {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  rolledBack(fn: (q: Query) => Promise<void>): Promise<void>;
}

const ROLLBACK = Symbol('rollback');

export function pgliteSession(pg: PGlite): SqlSession {
  return {
    query: async (sql, params) => (await pg.query<Row>(sql, params)).rows,
    rolledBack: (fn) =>
      pg.transaction(async (tx) => {
        try {
          await fn(async (sql) => (await tx.query<Row>(sql)).rows);
        } finally {
          await tx.rollback();
        }
      }),
  };
}

export function postgresSession(sql: postgres.Sql): SqlSession {
  return {
    query: async (text, params = []) => Array.from(await sql.unsafe(text, params as never[])) as Row[],
    async rolledBack(fn) {
      try {
        await sql.begin(async (tx) => {
          await fn(async (text) => Array.from(await tx.unsafe(text)) as Row[]);
          throw ROLLBACK;
        });
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
    },
  };
}

const INSERTS: Record<(typeof TABLES)[number], string> = {
  contact_messages: `insert into contact_messages (first_name, email, message) values ('Eve', 'eve@example.com', 'x')`,
  rate_limits: `insert into rate_limits (bucket, key_hash, window_start) values ('x', repeat('b', 64), now())`,
  newsletter_subscribers: `insert into newsletter_subscribers (email) values ('eve@example.com')`,
};

const UPDATES: Record<(typeof TABLES)[number], string> = {
  contact_messages: 'update contact_messages set created_at = now()',
  rate_limits: 'update rate_limits set hits = hits + 1',
  newsletter_subscribers: 'update newsletter_subscribers set created_at = now()',
};

/** Seeds one row per table as the owner (what the functions do). */
export async function seedOneRowEach(db: SqlSession): Promise<void> {
  await db.query(`insert into contact_messages (first_name, email, message) values ('Ama', 'ama@example.com', 'Hello')`);
  await db.query(`insert into rate_limits (bucket, key_hash, window_start) values ('contact', repeat('a', 64), now())`);
  await db.query(`insert into newsletter_subscribers (email) values ('reader@example.com')`);
}

async function rejectsAs(db: SqlSession, role: string, sql: string, error: RegExp, what: string) {
  await assert.rejects(
    db.rolledBack(async (q) => {
      await q(`set local role ${role}`);
      await q(sql);
    }),
    error,
    what,
  );
}

/** Every step of the grants and RLS proof, as steps of the calling test. */
export async function checkGrantsAndRls(t: Deno.TestContext, db: SqlSession): Promise<void> {
  await t.step('RLS is enabled on every table; the only policies are the functions\' role\'s', async () => {
    const rls = await db.query(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    assert.deepEqual(rls.map((r) => r.relname).sort(), [...TABLES].sort());
    for (const r of rls) assert.equal(r.relrowsecurity, true, String(r.relname));
    const policies = await db.query(`select tablename, roles::text as roles from pg_policies where schemaname = 'public' order by tablename`);
    assert.deepEqual(policies, [...TABLES].sort().map((table) => ({ tablename: table, roles: '{contact_functions}' })));
  });

  await t.step('no default privileges to rely on: the platform of today', async () => {
    const defaults = await db.query(
      `select defaclrole::regrole::text as owner, defaclobjtype as kind, defaclacl::text as acl
         from pg_default_acl where defaclnamespace = 'public'::regnamespace`,
    );
    assert.deepEqual(defaults, []);
  });

  await t.step('grants are the migration\'s own: none for anon and authenticated, four for service_role', async () => {
    const grants = await db.query(
      `select grantee, table_name, string_agg(privilege_type, ',' order by privilege_type) as privileges
         from information_schema.role_table_grants
        where table_schema = 'public' and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
        group by grantee, table_name order by grantee, table_name`,
    );
    assert.deepEqual(grants, TABLES.map((table) => ({ grantee: 'service_role', table_name: table, privileges: 'DELETE,INSERT,SELECT,UPDATE' }))
      .sort((a, b) => a.table_name.localeCompare(b.table_name)));
  });

  await t.step('no column has privileges of its own: contact_messages.locale has the table\'s, none for anon and authenticated', async () => {
    // Table grants show here once per column (SELECT, INSERT, UPDATE, REFERENCES); a column
    // granted on its own would show too.
    const columns = await db.query(
      `select grantee, string_agg(privilege_type, ',' order by privilege_type) as privileges
         from information_schema.column_privileges
        where table_schema = 'public' and table_name = 'contact_messages' and column_name = 'locale'
          and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
        group by grantee`,
    );
    assert.deepEqual(columns, [{ grantee: 'service_role', privileges: 'INSERT,SELECT,UPDATE' }]);
    const own = await db.query(
      `select a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and a.attacl is not null`,
    );
    assert.deepEqual(own, []);
  });

  for (const role of API_ROLES) {
    await t.step(`${role}: every read and write is refused (no privilege)`, async () => {
      for (const table of TABLES) {
        for (const sql of [`select * from ${table}`, INSERTS[table], UPDATES[table], `delete from ${table}`]) {
          await rejectsAs(db, role, sql, /permission denied/, `${role}: ${sql}`);
        }
      }
    });

    await t.step(`${role}: with the old platform's grants, RLS still shows 0 rows and refuses writes`, async () => {
      for (const table of TABLES) {
        await db.rolledBack(async (q) => {
          await q(`grant all on ${table} to ${role}`);
          await q(`set local role ${role}`);
          assert.equal((await q(`select * from ${table}`)).length, 0, `${role} reads ${table}`);
          assert.equal((await q(`${UPDATES[table]} returning 1`)).length, 0, `${role} updates ${table}`);
          assert.equal((await q(`delete from ${table} returning 1`)).length, 0, `${role} deletes ${table}`);
        });
        await assert.rejects(
          db.rolledBack(async (q) => {
            await q(`grant all on ${table} to ${role}`);
            await q(`set local role ${role}`);
            await q(INSERTS[table]);
          }),
          /row-level security/,
          `${role} inserts into ${table}`,
        );
      }
    });
  }

  await t.step('the owner (the functions) and service_role see every row', async () => {
    for (const table of TABLES) assert.equal((await db.query(`select * from ${table}`)).length, 1, table);
    await db.rolledBack(async (q) => {
      await q('set local role service_role');
      for (const table of TABLES) assert.equal((await q(`select * from ${table}`)).length, 1, table);
    });
  });
}
