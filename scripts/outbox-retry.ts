/**
 * Retries contact messages whose e-mail has not gone out yet (npm run outbox:retry).
 *
 *   deno run -A scripts/outbox-retry.ts [--all] [--max N] [--data-dir DIR]
 *
 * Database: SUPABASE_DB_URL (or DATABASE_URL) -> that Postgres through postgres.js;
 * otherwise the local PGlite in <data-dir>/pglite (default .data). The local server of
 * `npm start` retries by itself and holds the PGlite lock while it runs.
 * Mail: RESEND_API_KEY -> Resend, SMTP_URL -> SMTP, otherwise .eml files in <data-dir>/outbox
 * (local database only) or OUTBOX_DIR.
 *
 * Without --all only messages whose back-off has run out are taken; --all takes every
 * undelivered message now. Each message is tried at most once per run, and a claimed message
 * is never sent twice (see supabase/functions/_shared/outbox.ts).
 * Exit code: 0 all delivered (or nothing to do), 1 some still failing, 2 could not run.
 */
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { loadConfig } from '../supabase/functions/_shared/config.ts';
import type { Db } from '../supabase/functions/_shared/db.ts';
import { runtimeEnv } from '../supabase/functions/_shared/env.ts';
import { consoleLogger, errorText } from '../supabase/functions/_shared/log.ts';
import { mailerFromEnv } from '../supabase/functions/_shared/mail.ts';
import { outboxStatus, retryPending } from '../supabase/functions/_shared/outbox.ts';
import { pruneRateLimits } from '../supabase/functions/_shared/ratelimit.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      all: { type: 'boolean', default: false },
      max: { type: 'string', default: '500' },
      'data-dir': { type: 'string', default: '.data' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('usage: deno run -A scripts/outbox-retry.ts [--all] [--max N] [--data-dir DIR]');
    return 0;
  }
  const max = Number(values.max);
  if (!Number.isInteger(max) || max < 1) throw new Error('--max must be a positive integer');

  const env = runtimeEnv();
  const config = loadConfig(env);
  const dataDir = resolve(values['data-dir'] ?? '.data');
  const dbUrl = env.get('SUPABASE_DB_URL') || env.get('DATABASE_URL');

  let db: Db;
  let where: string;
  if (dbUrl) {
    const { postgresDb } = await import('../supabase/functions/_shared/db-postgres.ts');
    db = postgresDb(dbUrl, { max: 1 });
    where = 'Postgres (SUPABASE_DB_URL / DATABASE_URL)';
  } else {
    const { openPglite } = await import('../supabase/functions/_shared/db-pglite.ts');
    db = await openPglite({ dataDir: join(dataDir, 'pglite') });
    where = `PGlite ${join(dataDir, 'pglite')}`;
  }
  try {
    const mailer = await mailerFromEnv(env, {
      allowOutbox: !dbUrl || Boolean(env.get('OUTBOX_DIR')),
      outboxDir: join(dataDir, 'outbox'),
      timeoutMs: config.mailTimeoutMs,
    });
    try {
      console.log(`outbox retry: database ${where}, transport ${mailer.name}${mailer.outboxDir ? ` (${mailer.outboxDir})` : ''}`);
      const report = await retryPending({ db, mailer, config, log: consoleLogger }, {
        max,
        ignoreSchedule: values.all,
      });
      await pruneRateLimits(db);
      const status = await outboxStatus(db);
      console.log(`tried ${report.claimed}: sent ${report.sent}, failed ${report.failed}`);
      console.log(`messages by status: ${JSON.stringify(status)}`);
      return report.failed > 0 ? 1 : 0;
    } finally {
      await mailer.close?.();
    }
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`outbox retry failed: ${errorText(err)}`);
    process.exit(2);
  },
);
