/** subscribe-newsletter served on a fresh database, as its tests start it. */
import { createNewsletterHandler } from '../../supabase/functions/_shared/newsletter.ts';
import { freshDb, recordingMailer, startServer, testConfig, testContext } from './_helpers.ts';

export const NEWSLETTER = 'subscribe-newsletter';

/** The function under /functions/v1/subscribe-newsletter, configured by `env` (as secrets would). */
export async function startNewsletter(env: Record<string, string> = {}) {
  const db = await freshDb();
  const ctx = testContext({ db, mailer: recordingMailer(), config: testConfig(env) });
  const server = startServer({ [NEWSLETTER]: createNewsletterHandler(() => Promise.resolve(ctx)) });
  return {
    db,
    endpoint: `${server.url}/functions/v1/${NEWSLETTER}`,
    async close() {
      await ctx.settle();
      await server.close();
      await db.close();
    },
  };
}

export type NewsletterServer = Awaited<ReturnType<typeof startNewsletter>>;

/** A distinct client address per call from `prefix` (a test network of RFC 5737), so calls do not share a rate-limit window. */
export function clientAddresses(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}.${++n}`;
}
