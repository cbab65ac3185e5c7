/**
 * The context of the deployed functions (Supabase Edge Runtime, or `supabase functions serve`):
 * Postgres through DB_POOLER_URL or SUPABASE_DB_URL (db-postgres.ts), mail through Resend (or
 * SMTP), configuration from the environment. Imported only by the functions' handler.ts files.
 *
 * Fails closed: every deployed function refuses to start (secrets.ts, productionProblems) while
 * any setting would let it fail open or use a local-development value: ALLOWED_ORIGINS unset or
 * `*`, CLIENT_HASH_SECRET / NEWSLETTER_SIGNING_SECRET / OUTBOX_RETRY_SECRET missing, short or a
 * placeholder, RATE_LIMIT_SALT still set (renamed), MAIL_FROM / CONTACT_TO unset or on a
 * placeholder domain, no mail transport. The error names each variable; the public functions
 * answer 503 `unavailable` (their form pages the same, with the company's e-mail and phone)
 * and log `<name>.unavailable` with it on every request until the secrets are right;
 * outbox-retry answers 503 with the error itself. Nothing is accepted meanwhile, so nothing
 * is lost: the visitor is told at once to write to the company directly. (Before, the contact
 * function stored messages nobody would receive and told the visitor they were sent.)
 * The functions share one set of secrets (`supabase secrets set --env-file`), so each checks
 * them all: a half-configured project shows every missing value in any function's log.
 * Mail: 'required' (send-contact-email, subscribe-newsletter, outbox-retry) builds the
 * transport; 'none' (newsletter-confirm, newsletter-unsubscribe) sends nothing.
 */
import { type Config, isPlaceholderSite, loadConfig } from './config.ts';
import type { ContextProvider, FunctionContext } from './context.ts';
import { lazyContext } from './context.ts';
import { databaseUrl, postgresDb } from './db-postgres.ts';
import { type Env, runtimeEnv } from './env.ts';
import { consoleLogger, errorText, type Logger } from './log.ts';
import { type Mailer, mailerFromEnv, unconfiguredMailer } from './mail.ts';
import { ProductionConfigError, productionProblems } from './secrets.ts';

/** Whether the function mails ('required': the contact form, outbox-retry) or not ('none'). */
export type MailUse = 'required' | 'none';

type EdgeRuntimeLike = { waitUntil(work: Promise<unknown>): void };

function waitUntil(work: Promise<unknown>): void {
  const guarded = work.catch((err) => consoleLogger.error('background.failed', { reason: errorText(err) }));
  const runtime = (globalThis as unknown as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime;
  runtime?.waitUntil(guarded);
}

async function productionMailer(env: Env, config: Config, mail: MailUse): Promise<Mailer> {
  if (mail === 'none') return unconfiguredMailer('This function sends no mail.');
  return await mailerFromEnv(env, { allowOutbox: false, timeoutMs: config.mailTimeoutMs });
}

export async function createProductionContext(env: Env, mail: MailUse, log: Logger = consoleLogger): Promise<FunctionContext> {
  const config = loadConfig(env);
  const problems = productionProblems(env, config);
  if (problems.length > 0) throw new ProductionConfigError(problems);
  const mailer = await productionMailer(env, config, mail);
  const { url, source } = databaseUrl(env);
  if (source !== 'DB_POOLER_URL') {
    log.warn('config.direct_database_connection', {
      hint: 'Set the DB_POOLER_URL secret to the transaction pooler connection string (port 6543).',
    });
  }
  if (isPlaceholderSite(config)) {
    // The forms posted without script are sent back to the site.
    log.warn('config.placeholder_site_url', { siteUrl: config.siteUrl, hint: 'Set the SITE_URL secret to the site origin.' });
  }
  return { db: postgresDb(url), mailer, config, log, waitUntil };
}

/** Built on the first request of an instance; a failure is retried by the next one. */
export function productionContext(mail: MailUse): ContextProvider {
  return lazyContext(() => createProductionContext(runtimeEnv(), mail));
}
