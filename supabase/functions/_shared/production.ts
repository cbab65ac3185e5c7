/**
 * The context of the deployed functions (Supabase Edge Runtime, or `supabase functions serve`):
 * Postgres through SUPABASE_DB_URL, mail through Resend (or SMTP), configuration from the
 * environment. Imported only by the functions' handler.ts files.
 */
import { loadConfig } from './config.ts';
import type { FunctionContext } from './context.ts';
import { lazyContext } from './context.ts';
import { postgresDb } from './db-postgres.ts';
import { runtimeEnv } from './env.ts';
import { consoleLogger, errorText } from './log.ts';
import { mailerFromEnv } from './mail.ts';

type EdgeRuntimeLike = { waitUntil(work: Promise<unknown>): void };

function waitUntil(work: Promise<unknown>): void {
  const guarded = work.catch((err) => consoleLogger.error('background.failed', { reason: errorText(err) }));
  const runtime = (globalThis as unknown as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime;
  runtime?.waitUntil(guarded);
}

export const productionContext = lazyContext(async (): Promise<FunctionContext> => {
  const env = runtimeEnv();
  const config = loadConfig(env);
  const url = env.get('SUPABASE_DB_URL');
  if (!url) throw new Error('SUPABASE_DB_URL is not set');
  if (config.rateLimit.defaultSalt) consoleLogger.warn('config.default_rate_limit_salt');
  const mailer = await mailerFromEnv(env, { allowOutbox: false, timeoutMs: config.mailTimeoutMs });
  if (mailer.name === 'none') consoleLogger.error('config.no_mail_transport');
  return { db: postgresDb(url), mailer, config, log: consoleLogger, waitUntil };
});
