/**
 * The retention purge of contact data (migration 20261126120100_contact_retention.sql): rows
 * with old timestamps are deleted or kept as the privacy notice says, on PGlite (the local
 * server runs it at start) and on a real PostgreSQL server, where the migration schedules it
 * with pg_cron (stand-ins with the real signatures) and can be applied again without change.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import postgres from 'npm:postgres@3.4.7';
import { createLocalFunctions } from '../../supabase/functions/_local/node-entry.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { silentLogger } from '../../supabase/functions/_shared/log.ts';
import { purgeExpiredContactData } from '../../supabase/functions/_shared/retention.ts';
import { freshDb, ROOT, testConfig } from './_helpers.ts';
import { PLATFORM_STAND_INS, startPostgres } from './_postgres.ts';

const HASH = 'c'.repeat(64);

/** One row per case, named by its first_name; client_hash set on all. */
const MESSAGES: Array<[name: string, age: string, status: string]> = [
  ['sent 25 months', '25 months', 'sent'],
  ['sent 23 months', '23 months', 'sent'],
  ['pending 25 months', '25 months', 'pending'],
  ['pending 23 months', '23 months', 'pending'],
  ['failed 23 months', '23 months', 'failed'],
  ['sending 23 months', '23 months', 'sending'],
  ['spam 31 days', '31 days', 'spam'],
  ['spam 29 days', '29 days', 'spam'],
  ['sent 31 days', '31 days', 'sent'],
  ['sent 11 minutes', '11 minutes', 'sent'],
  ['sent 5 minutes', '5 minutes', 'sent'],
  ['sent 37 months', '37 months', 'sent'],
];

async function seed(db: Db): Promise<void> {
  for (const [name, age, status] of MESSAGES) {
    await db.query(
      `insert into contact_messages (first_name, email, message, status, client_hash, created_at, sent_at, locked_until)
       values ($1, 'a@example.com', 'x', $2, $3, now() - $4::interval,
               case when $2 = 'sent' then now() else null end,
               case when $2 = 'sending' then now() + interval '5 minutes' else null end)`,
      [name, status, HASH, age],
    );
  }
  for (const [bucket, age] of [['old', '25 hours'], ['recent', '23 hours']]) {
    await db.query(`insert into rate_limits (bucket, key_hash, window_start) values ($1, $2, now() - $3::interval)`, [bucket, HASH, age]);
  }
}

async function state(db: Db) {
  const rows = await db.query<{ first_name: string; client_hash: string | null }>('select first_name, client_hash from contact_messages order by first_name');
  const buckets = await db.query<{ bucket: string }>('select bucket from rate_limits order by bucket');
  return {
    kept: rows.map((r) => r.first_name),
    hashed: rows.filter((r) => r.client_hash !== null).map((r) => r.first_name),
    buckets: buckets.map((r) => r.bucket),
  };
}

/** The defaults: 24 months, spam 30 days, counters 24 h, the hash after 10 minutes. */
const DEFAULT_OUTCOME = {
  kept: ['failed 23 months', 'pending 23 months', 'sending 23 months', 'sent 11 minutes', 'sent 23 months', 'sent 31 days', 'sent 5 minutes', 'spam 29 days'],
  hashed: ['sent 5 minutes'],
  buckets: ['recent'],
};
const DEFAULT_REPORT = { messages: 3, spam: 1, rateLimits: 1, clientHashes: 7 };

Deno.test('retention purge on PGlite: what is deleted, what is kept, the configured periods', async (t) => {
  await t.step('the defaults', async () => {
    const db = await freshDb();
    try {
      await seed(db);
      assert.deepEqual(await purgeExpiredContactData(db, testConfig()), DEFAULT_REPORT);
      assert.deepEqual(await state(db), DEFAULT_OUTCOME);
      // A second run finds nothing more to do.
      assert.deepEqual(await purgeExpiredContactData(db, testConfig()), { messages: 0, spam: 0, rateLimits: 0, clientHashes: 0 });
    } finally {
      await db.close();
    }
  });

  await t.step('CONTACT_RETENTION_MONTHS=36 and RATE_LIMIT_WINDOW_SECONDS=60', async () => {
    const db = await freshDb();
    try {
      await seed(db);
      const report = await purgeExpiredContactData(db, testConfig({ CONTACT_RETENTION_MONTHS: '36', RATE_LIMIT_WINDOW_SECONDS: '60' }));
      assert.deepEqual(report, { messages: 1, spam: 1, rateLimits: 1, clientHashes: 10 });
      const { kept, hashed } = await state(db);
      assert.ok(kept.includes('sent 25 months') && kept.includes('pending 25 months') && !kept.includes('sent 37 months'));
      assert.deepEqual(hashed, []);
    } finally {
      await db.close();
    }
  });

  await t.step('a period that is not a positive number is refused', async () => {
    const db = await freshDb();
    try {
      await assert.rejects(db.query('select public.purge_expired_contact_data(retention_months => 0)'), /every period must be a positive number/);
      assert.throws(() => testConfig({ CONTACT_RETENTION_MONTHS: '0' }), /CONTACT_RETENTION_MONTHS must be an integer between 1 and 1200/);
    } finally {
      await db.close();
    }
  });
});

Deno.test('the npm start server runs the purge at start (local mode)', async () => {
  const dataDir = await Deno.makeTempDir({ prefix: 'retention-local-' });
  try {
    const db = await freshDb(join(dataDir, 'pglite'));
    await seed(db);
    await db.close();
    const fns = await createLocalFunctions({ dataDir, log: silentLogger, env: { RETRY_INTERVAL_SECONDS: '0', RESEND_API_KEY: '', SMTP_URL: '' } });
    await fns.close(); // waits for the background work started with it
    const again = await freshDb(join(dataDir, 'pglite'));
    try {
      assert.deepEqual(await state(again), DEFAULT_OUTCOME);
    } finally {
      await again.close();
    }
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test('retention purge on a real PostgreSQL server, scheduled by Supabase Cron', async (t) => {
  const pg = await startPostgres();
  const connections: postgres.Sql[] = [];
  const connect = (database: string) => {
    const sql = postgres(pg.url(database), { max: 1, onnotice: () => {} });
    connections.push(sql);
    return { sql, db: { query: async (text: string, params: unknown[] = []) => Array.from(await sql.unsafe(text, params as never[])), close: async () => {} } as Db };
  };
  try {
    await t.step('without pg_cron: a notice, nothing scheduled', async () => {
      const notices = await pg.createMigratedDatabase('plain');
      assert.match(notices, /NOTICE: {2}pg_cron is not available: the contact data purge is not scheduled\./);
    });

    await t.step('with pg_cron: the job purge-contact-data every 15 minutes, once however often the migration runs', async () => {
      await pg.createMigratedDatabase('scheduled', PLATFORM_STAND_INS);
      const { sql, db } = connect('scheduled');
      const job = async () => [...await sql`select jobname, schedule, command from cron.job where jobname = 'purge-contact-data'`];
      const [scheduled] = await job();
      assert.equal(scheduled?.schedule, '*/15 * * * *');
      assert.equal(scheduled?.command, 'select public.purge_expired_contact_data()');
      const migration = await Deno.readTextFile(join(ROOT, 'supabase/migrations/20261126120100_contact_retention.sql'));
      await pg.psql('scheduled', migration, { singleTransaction: true });
      await pg.psql('scheduled', migration, { singleTransaction: true });
      assert.deepEqual(await job(), [scheduled]);
      assert.deepEqual((await sql`select jobname from cron.job order by jobname`).map((r) => r.jobname), ['newsletter-purge', 'outbox-retry', 'purge-contact-data']);
      // The dead-letter status and the functions' role apply again without error or change too.
      for (const file of ['20261126120000_contact_dead_letter.sql', '20261126120200_functions_role.sql']) {
        await pg.psql('scheduled', await Deno.readTextFile(join(ROOT, 'supabase/migrations', file)), { singleTransaction: true });
      }
      assert.equal((await sql`select count(*)::int as n from pg_policies where policyname = 'contact_functions_all'`)[0]?.n, 3);
      assert.equal((await sql`select count(*)::int as n from pg_constraint where conname = 'contact_messages_status_check'`)[0]?.n, 1);

      // The job's command, as pg_cron runs it (as the owner).
      await seed(db);
      const [result] = await sql.unsafe(String(scheduled?.command));
      assert.deepEqual(result?.purge_expired_contact_data, DEFAULT_REPORT);
      assert.deepEqual(await state(db), DEFAULT_OUTCOME);
    });

    await t.step('the deployer changes the period by re-scheduling the job, as the README says', async () => {
      const { sql, db } = connect('scheduled');
      const readme = await Deno.readTextFile(join(ROOT, 'supabase/functions/README.md'));
      const line = /select cron\.schedule\('purge-contact-data'[\s\S]*?\$\$\);/.exec(readme)?.[0];
      assert.ok(line, 'the README shows how');
      await sql.unsafe(line);
      const [changed] = await sql`select command from cron.job where jobname = 'purge-contact-data'`;
      assert.match(String(changed?.command), /retention_months => 36/);
      await sql`delete from contact_messages`;
      await sql`delete from rate_limits`;
      await seed(db);
      await sql.unsafe(String(changed?.command));
      const { kept } = await state(db);
      assert.ok(kept.includes('sent 25 months') && !kept.includes('sent 37 months'), kept.join(', '));
    });

    await t.step('nobody but the owner may run the purge', async () => {
      const { sql } = connect('scheduled');
      for (const role of ['anon', 'authenticated', 'service_role', 'contact_functions']) {
        await assert.rejects(
          sql.begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`);
            await tx.unsafe('select public.purge_expired_contact_data()');
          }),
          /permission denied for function purge_expired_contact_data/,
          role,
        );
      }
    });
  } finally {
    await Promise.all(connections.map((sql) => sql.end({ timeout: 5 })));
    await pg.stop();
  }
});
