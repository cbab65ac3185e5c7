/**
 * Retries contact messages whose e-mail has not gone out yet (npm run outbox:retry).
 *
 *   deno run -A scripts/outbox-retry.ts [--all] [--max N] [--data-dir DIR]
 *
 * For local mode: the local PGlite in <data-dir>/pglite (default .data). The local server of
 * `npm start` retries by itself and holds the PGlite lock while it runs.
 * Mail: RESEND_API_KEY -> Resend, SMTP_URL -> SMTP, otherwise .eml files in <data-dir>/outbox
 * (or OUTBOX_DIR).
 *
 * On Supabase the `outbox-retry` function does this job, scheduled by Supabase Cron
 * (supabase/functions/README.md). With DB_POOLER_URL, SUPABASE_DB_URL or DATABASE_URL set, the
 * script works on that Postgres instead, with production's rule: it refuses to start without a
 * real sender, recipient and mail transport (MAIL_FROM, CONTACT_TO, RESEND_API_KEY or SMTP_URL),
 * never mailing from or to the `.example` placeholders.
 *
 * Without --all only messages whose back-off has run out are taken; --all takes every
 * undelivered message now. Each message is tried at most once per run, and a claimed message
 * is never sent twice (see supabase/functions/_shared/outbox.ts).
 * Exit code: 0 all delivered (or nothing to do), 1 some still failing, 2 could not run.
 */
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { loadConfig, MailConfigError, productionMailProblems } from '../supabase/functions/_shared/config.ts';
import type { Db } from '../supabase/functions/_shared/db.ts';
import { runtimeEnv } from '../supabase/functions/_shared/env.ts';
import { consoleLogger, errorText } from '../supabase/functions/_shared/log.ts';
import { mailerFromEnv } from '../supabase/functions/_shared/mail.ts';
import { outboxStatus, retryPending } from '../supabase/functions/_shared/outbox.ts';
import { pruneRateLimits } from '../supabase/functions/_shared/ratelimit.ts';
import { purgeExpiredContactData } from '../supabase/functions/_shared/retention.ts';

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
  const urlName = (['DB_POOLER_URL', 'SUPABASE_DB_URL', 'DATABASE_URL'] as const).find((name) => env.get(name)?.trim());
  const dbUrl = urlName && env.get(urlName)?.trim();
  if (dbUrl) {
    const problems = productionMailProblems(env, config);
    if (problems.length > 0) throw new MailConfigError(problems);
  }

  let db: Db;
  let where: string;
  if (dbUrl) {
    const { postgresDb } = await import('../supabase/functions/_shared/db-postgres.ts');
    db = postgresDb(dbUrl);
    where = `Postgres (${urlName})`;
  } else {
    const { openPglite } = await import('../supabase/functions/_shared/db-pglite.ts');
    db = await openPglite({ dataDir: join(dataDir, 'pglite') });
    where = `PGlite ${join(dataDir, 'pglite')}`;
  }
  try {
    const mailer = await mailerFromEnv(env, {
      allowOutbox: !dbUrl,
      outboxDir: join(dataDir, 'outbox'),
      timeoutMs: config.mailTimeoutMs,
    });
    try {
      console.log(`outbox retry: database ${where}, transport ${mailer.name}${mailer.outboxDir ? ` (${mailer.outboxDir})` : ''}`);
      // Locally, first the retention purge Supabase Cron runs on the platform (there it runs as
      // the owner, which this script's database user need not be), so nothing past it is mailed.
      if (!dbUrl) console.log(`retention purge: ${JSON.stringify(await purgeExpiredContactData(db, config))}`);
      const report = await retryPending({ db, mailer, config, log: consoleLogger }, {
        max,
        ignoreSchedule: values.all,
      });
      await pruneRateLimits(db);
      const status = await outboxStatus(db);
      console.log(`tried ${report.claimed}: sent ${report.sent}, failed ${report.failed}`);
      console.log(`messages by status: ${JSON.stringify(status)}`);
      if (status.failed) console.log(`dead letters (status failed, no more retries): ${status.failed}`);
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
