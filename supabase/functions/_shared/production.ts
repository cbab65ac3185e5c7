/**
 * The context of the deployed functions (Supabase Edge Runtime, or `supabase functions serve`):
 * Postgres through DB_POOLER_URL or SUPABASE_DB_URL (db-postgres.ts), mail through Resend (or
 * SMTP), configuration from the environment. Imported only by the functions' handler.ts files.
 *
 * Mail in production never uses the local-development placeholders (`.example` addresses):
 * without a real sender, recipient and transport, a mail path refuses to start with a
 * MailConfigError that names what is missing.
 *  - 'required' (outbox-retry): the context is not created; the function answers 503 with it.
 *  - 'store-only' (send-contact-email, subscribe-newsletter): messages and sign-ups are still
 *    stored, as pending, so no lead is lost; the mailer refuses every send with that error
 *    (logged at start as `config.mail_refused`, and recorded as each message's last_error), and
 *    the retries deliver them once the secrets are set (a sign-up's confirmation e-mail while
 *    its 48-hour link is valid).
 *  - 'none' (newsletter-confirm, newsletter-unsubscribe): sends no mail.
 */
import { type Config, isPlaceholderSite, loadConfig, MailConfigError, productionMailProblems } from './config.ts';
import type { ContextProvider, FunctionContext } from './context.ts';
import { lazyContext } from './context.ts';
import { databaseUrl, postgresDb } from './db-postgres.ts';
import { type Env, runtimeEnv } from './env.ts';
import { consoleLogger, errorText, type Logger } from './log.ts';
import { type Mailer, mailerFromEnv, unconfiguredMailer } from './mail.ts';

export type MailUse = 'required' | 'store-only' | 'none';

type EdgeRuntimeLike = { waitUntil(work: Promise<unknown>): void };

function waitUntil(work: Promise<unknown>): void {
  const guarded = work.catch((err) => consoleLogger.error('background.failed', { reason: errorText(err) }));
  const runtime = (globalThis as unknown as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime;
  runtime?.waitUntil(guarded);
}

async function productionMailer(env: Env, config: Config, mail: MailUse, log: Logger): Promise<Mailer> {
  if (mail === 'none') return unconfiguredMailer('This function sends no mail.');
  const problems = productionMailProblems(env, config);
  if (problems.length === 0) return await mailerFromEnv(env, { allowOutbox: false, timeoutMs: config.mailTimeoutMs });
  const error = new MailConfigError(problems);
  if (mail === 'required') throw error;
  log.error('config.mail_refused', { reason: error.message });
  return unconfiguredMailer(error.message);
}

export async function createProductionContext(env: Env, mail: MailUse, log: Logger = consoleLogger): Promise<FunctionContext> {
  const config = loadConfig(env);
  const mailer = await productionMailer(env, config, mail, log);
  const { url, source } = databaseUrl(env);
  if (source !== 'DB_POOLER_URL') {
    log.warn('config.direct_database_connection', {
      hint: 'Set the DB_POOLER_URL secret to the transaction pooler connection string (port 6543).',
    });
  }
  if (config.rateLimit.defaultSalt) log.warn('config.default_rate_limit_salt');
  if (mail !== 'required' && isPlaceholderSite(config)) {
    // The public functions send visitors back to the site (a form posted without script, a
    // newsletter link); outbox-retry does not.
    log.warn('config.placeholder_site_url', { siteUrl: config.siteUrl, hint: 'Set the SITE_URL secret to the site origin.' });
  }
  return { db: postgresDb(url), mailer, config, log, waitUntil };
}

/** Built on the first request of an instance; a failure is retried by the next one. */
export function productionContext(mail: MailUse): ContextProvider {
  return lazyContext(() => createProductionContext(runtimeEnv(), mail));
}
