/**
 * The production path over a real PostgreSQL server and its wire protocol, not PGlite
 * in-process: the migrations as `supabase db push` applies them, the grants and RLS under the
 * platform's roles, then the deployable entry points (index.ts with their own deno.json, under
 * the real Deno runtime, configured by secrets only) storing, rate-limiting and reading back
 * through postgres.js on DB_POOLER_URL, and the Supabase Cron job calling outbox-retry.
 *
 * pg_cron, pg_net and Vault are Supabase's; here a second database has stand-ins with their
 * real signatures (cron.schedule, net.http_post, vault.decrypted_secrets) that record instead
 * of acting, and the test makes the HTTP request the job asks pg_net for.
 */
import assert from 'node:assert/strict';
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import postgres from 'npm:postgres@3.4.7';
import { errorBody, keyedHash, must, PRODUCTION_MAIL, PRODUCTION_SECRETS, validContact } from './_helpers.ts';
import { PLATFORM_STAND_INS, startPostgres } from './_postgres.ts';
import { startResendMock } from './_resend_mock.ts';
import { checkGrantsAndRls, postgresSession, seedOneRowEach } from './_rls.ts';
import { serveFunction } from './_serve.ts';

const RETRY_SECRET = crypto.randomUUID() + crypto.randomUUID();

function functionEnv(dbUrl: string, resendUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return { ...PRODUCTION_MAIL, ...PRODUCTION_SECRETS, RESEND_API_URL: resendUrl, DB_POOLER_URL: dbUrl, RETRY_BATCH: '0', ...extra };
}

function clientFor(url: string) {
  return createClient(url, 'test-anon-key', { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

Deno.test('production path on a real PostgreSQL server', async (t) => {
  const pg = await startPostgres();
  const resend = startResendMock();
  const connections: postgres.Sql[] = [];
  const connect = (database: string) => {
    const sql = postgres(pg.url(database), { max: 2, onnotice: () => {}, connection: { application_name: 'the test' } });
    connections.push(sql);
    return sql;
  };
  try {
    await t.step('the migrations apply over the wire; without pg_cron and pg_net nothing is scheduled', async () => {
      const notices = await pg.createMigratedDatabase('site');
      assert.match(notices, /NOTICE: {2}pg_cron or pg_net is not available: the outbox-retry function is not scheduled\./);
      assert.match(notices, /NOTICE: {2}pg_cron is not available: the newsletter purge is not scheduled\./);
      const sql = connect('site');
      const versions = await sql`select name from supabase_migrations.schema_migrations order by version`;
      // Every migration of the folder, in version order, as `supabase db push` records them.
      const files = [...Deno.readDirSync(new URL('../../supabase/migrations/', import.meta.url))].map((entry) => entry.name).sort();
      assert.deepEqual(versions.map((r) => r.name), files.map((file) => file.replace(/^\d+_/, '').replace(/\.sql$/, '')));
      assert.deepEqual([...await sql`select nspname from pg_namespace where nspname in ('cron', 'net')`], []);
    });

    await t.step('grants and RLS under anon, authenticated and service_role', async (t2) => {
      await pg.createMigratedDatabase('rls');
      const session = postgresSession(connect('rls'));
      await seedOneRowEach(session);
      await checkGrantsAndRls(t2, session);
    });

    await t.step('send-contact-email, deployed: stores, rate-limits and reads back through postgres.js', async () => {
      const fn = await serveFunction('send-contact-email', functionEnv(pg.url('site'), resend.url));
      const sql = connect('site');
      try {
        const client = clientFor(fn.url);
        const ip = '203.0.113.50';
        const ids: string[] = [];
        for (let i = 0; i < 5; i++) {
          const { data, error } = await client.functions.invoke('send-contact-email', {
            body: validContact({ firstName: `Kofi ${i}`, email: 'ama.mensah@example.com', message: `Line one\r\nLine two ${i}` }),
            headers: { 'x-forwarded-for': `10.0.0.1, ${ip}` },
          });
          assert.equal(error, null, String(error));
          ids.push(data.id);
        }
        const refused = await client.functions.invoke('send-contact-email', { body: validContact(), headers: { 'x-forwarded-for': ip } });
        const res = await errorBody(refused.error);
        assert.equal(res.status, 429);
        assert.match(String(res.body.error), /^Too many messages from your network\./);
        assert.ok(Number(res.headers.get('retry-after')) > 0);

        // Read back what was stored, straight from the server.
        const rows = await sql`select id, first_name, email, service, message, status, attempts, client_hash, provider_message_id
                                 from contact_messages order by created_at`;
        assert.deepEqual(rows.map((r) => r.id), ids);
        assert.equal(rows[0]?.first_name, 'Kofi 0');
        assert.equal(rows[0]?.email, 'ama.mensah@example.com');
        assert.equal(rows[0]?.service, 'nafdac');
        assert.equal(rows[0]?.message, 'Line one\nLine two 0');
        const hash = await keyedHash(PRODUCTION_SECRETS.CLIENT_HASH_SECRET, 'client', ip);
        for (const row of rows) {
          assert.equal(row.status, 'sent');
          assert.equal(row.attempts, 1);
          assert.equal(row.client_hash, hash);
          assert.match(String(row.provider_message_id), /^re_\d+$/);
        }
        assert.deepEqual([...resend.accepted].sort(), ids.map((id) => `contact-message/${id}`).sort());
        const [limit] = await sql`select hits from rate_limits where bucket = 'contact' and key_hash = ${hash}`;
        assert.equal(limit?.hits, 6);

        // A visitor without an address: the fallback limits, over the real server too.
        const unknown = await client.functions.invoke('send-contact-email', { body: validContact({ email: 'no.address@example.com' }) });
        assert.equal(unknown.error, null);
        // Its e-mail address, message and the flood ceiling counted it; no client key was made.
        const buckets = await sql`select bucket, count(*)::int as n from rate_limits group by bucket order by bucket`;
        assert.deepEqual(buckets.map((r) => [r.bucket, r.n]), [['contact', 1], ['contact:email', 3], ['contact:flood', 1], ['contact:message', 7]]);
        assert.equal(fn.events('ratelimit.no_client_address').length, 1);

        // One connection per instance (max: 1), even for requests arriving together.
        const burst = await Promise.all(Array.from({ length: 8 }, (_, i) =>
          client.functions.invoke('send-contact-email', { body: validContact(), headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } })));
        for (const { error } of burst) assert.equal(error, null);
        const [held] = await sql`select count(*)::int as n from pg_stat_activity where datname = 'site' and application_name = 'postgres.js'`;
        assert.equal(held?.n, 1);
        assert.equal(fn.events('config.direct_database_connection').length, 0);
        // SITE_URL unset: the placeholder origin of src/content/site.ts, which the log names.
        assert.equal(fn.events('config.placeholder_site_url').length, 1);
      } finally {
        await fn.stop();
      }
    });

    await t.step('send-contact-email, deployed: the form posted without script, no key, redirected to SITE_URL', async () => {
      const site = 'https://www.volta-site-test.com';
      const fn = await serveFunction('send-contact-email', functionEnv(pg.url('site'), resend.url, { SITE_URL: site, ALLOWED_ORIGINS: site }));
      const sql = connect('site');
      try {
        const body = new URLSearchParams({ firstName: 'Yaa', email: 'yaa@example.com', message: 'Posted without script + 100% intact', locale: 'en', website: '' });
        const res = await fetch(`${fn.url}/functions/v1/send-contact-email`, {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: { 'x-forwarded-for': '203.0.113.90', origin: site },
        });
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), `${site}/contact/sent`);
        await res.body?.cancel();
        const [row] = await sql`select status from contact_messages where message = 'Posted without script + 100% intact'`;
        assert.equal(row?.status, 'sent');
        assert.equal(fn.events('config.placeholder_site_url').length, 0);
      } finally {
        await fn.stop();
      }
    });

    await t.step('newsletter, deployed: double opt-in through Resend, the links on SUPABASE_URL, one-click unsubscribe', async () => {
      const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
      const env = functionEnv(pg.url('site'), resend.url, { SUPABASE_URL, SITE_URL: 'https://www.volta-site-test.com' });
      const [fn, confirm, unsubscribe] = await Promise.all(['subscribe-newsletter', 'newsletter-confirm', 'newsletter-unsubscribe'].map((name) => serveFunction(name, env)));
      try {
        const client = clientFor(fn.url);
        const before = resend.requests.length;
        const first = await client.functions.invoke('subscribe-newsletter', { body: { email: 'Reader@Example.com', locale: 'pt', source: '/pt/news' }, headers: { 'x-forwarded-for': '203.0.113.60' } });
        assert.deepEqual(first, { data: { ok: true }, error: null, response: first.response });
        const again = await client.functions.invoke('subscribe-newsletter', { body: { email: 'reader@example.com', locale: 'pt', source: '/pt/news' }, headers: { 'x-forwarded-for': '203.0.113.61' } });
        assert.deepEqual(again.data, { ok: true });
        const rows = await connect('site')`select email, locale, consent_version, source_page, confirmed_at, confirmation_sent_at from newsletter_subscribers`;
        assert.equal(rows.length, 1);
        assert.equal(rows[0]?.email, 'reader@example.com');
        assert.equal(rows[0]?.consent_version, 'newsletter-consent-2026-11-2');
        assert.equal(rows[0]?.confirmed_at, null);
        // The mail goes out after the answer (EdgeRuntime.waitUntil on the platform): wait for it.
        for (let i = 0; i < 50 && resend.requests.length < before + 2; i++) await new Promise((r) => setTimeout(r, 100));
        const mails = resend.requests.slice(before);
        assert.equal(mails.length, 2, 'one confirmation per sign-up while pending');
        const mail = must(mails.at(-1), 'the last confirmation');
        assert.deepEqual(mail.body.to, ['reader@example.com']);
        assert.equal(mail.body.from, PRODUCTION_MAIL.MAIL_FROM);
        const headers = mail.body.headers as Record<string, string>;
        assert.equal(headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
        const unsubscribeUrl = must(/^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1], 'List-Unsubscribe');
        assert.ok(unsubscribeUrl.startsWith(`${SUPABASE_URL}/functions/v1/newsletter-unsubscribe?token=u1.`), unsubscribeUrl);
        const confirmUrl = must(/https:\/\/\S+\/newsletter-confirm\?token=\S+/.exec(String(mail.body.text))?.[0], 'the confirmation link');
        assert.ok(confirmUrl.startsWith(SUPABASE_URL));
        assert.match(String(mail.body.subject), /^Confirme a sua subscrição/);

        // The platform routes the link to the function: here, the served one.
        const opened = await fetch(confirmUrl.replace(SUPABASE_URL, confirm.url), { redirect: 'manual' });
        assert.equal(opened.status, 303);
        assert.equal(opened.headers.get('location'), 'https://www.volta-site-test.com/pt/newsletter/confirmed');
        assert.ok((await connect('site')`select confirmed_at from newsletter_subscribers`)[0]?.confirmed_at);

        const oneClick = await fetch(unsubscribeUrl.replace(SUPABASE_URL, unsubscribe.url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
          redirect: 'manual',
        });
        assert.equal(oneClick.status, 200);
        assert.equal(oneClick.headers.get('set-cookie'), null);
        await oneClick.body?.cancel();
        assert.ok((await connect('site')`select unsubscribed_at from newsletter_subscribers`)[0]?.unsubscribed_at);
        assert.equal(fn.events('config.mail_refused').length, 0);
      } finally {
        await Promise.all([fn.stop(), confirm.stop(), unsubscribe.stop()]);
      }
    });

    await t.step('newsletter retention on the real server: pending after 7 days and withdrawn after 12 months deleted', async () => {
      const sql = connect('site');
      await sql`delete from newsletter_subscribers`;
      await sql`insert into newsletter_subscribers (email, asked_at, confirmed_at, unsubscribed_at) values
        ('pending.6d@example.com', now() - interval '6 days', null, null),
        ('pending.8d@example.com', now() - interval '8 days', null, null),
        ('confirmed.2y@example.com', now() - interval '2 years', now() - interval '2 years', null),
        ('withdrawn.11m@example.com', now() - interval '2 years', now() - interval '2 years', now() - interval '11 months'),
        ('withdrawn.13m@example.com', now() - interval '2 years', now() - interval '2 years', now() - interval '13 months')`;
      assert.deepEqual([...await sql`select * from public.purge_newsletter_subscribers()`], [{ unconfirmed: 1, withdrawn: 1 }]);
      const left = await sql`select email from newsletter_subscribers order by email`;
      assert.deepEqual(left.map((r) => r.email), ['confirmed.2y@example.com', 'pending.6d@example.com', 'withdrawn.11m@example.com']);
      // Only the table owner runs it (the functions, the cron job).
      for (const role of ['anon', 'authenticated']) {
        await assert.rejects(sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          await tx`select * from public.purge_newsletter_subscribers()`;
        }), /permission denied/);
      }
      // A second live subscription of one address is refused; a withdrawn one may sit beside a live one.
      await assert.rejects(sql`insert into newsletter_subscribers (email) values ('CONFIRMED.2y@example.com')`, /newsletter_subscribers_live_email_key/);
      await sql`insert into newsletter_subscribers (email) values ('withdrawn.11m@example.com')`;
      await sql`delete from newsletter_subscribers`;
    });

    await t.step('Supabase Cron: the migration schedules outbox-retry, and the job delivers what failed', async () => {
      await pg.createMigratedDatabase('scheduled', PLATFORM_STAND_INS);
      const sql = connect('scheduled');
      const jobs = await sql`select jobname, schedule, command from cron.job where jobname <> 'purge-contact-data' order by jobid`;
      assert.deepEqual(jobs.map((j) => [j.jobname, j.schedule]), [['outbox-retry', '*/5 * * * *'], ['newsletter-purge', '17 * * * *']]);
      // The contact data purge's job is checked in retention.test.ts. Applying the migration again replaces the job instead of adding one.
      const migration = await Deno.readTextFile(new URL('../../supabase/migrations/20261124100000_outbox_retry_schedule.sql', import.meta.url));
      await pg.psql('scheduled', migration, { singleTransaction: true });
      const purge = await Deno.readTextFile(new URL('../../supabase/migrations/20261126121100_newsletter_purge_schedule.sql', import.meta.url));
      await pg.psql('scheduled', purge, { singleTransaction: true });
      assert.equal((await sql`select count(*)::int as n from cron.job where jobname <> 'purge-contact-data'`)[0]?.n, 2);
      // The purge job runs inside the database.
      await sql`insert into newsletter_subscribers (email, asked_at) values ('stale@example.com', now() - interval '8 days')`;
      await sql.unsafe(String(jobs.find((j) => j.jobname === 'newsletter-purge')?.command));
      assert.equal((await sql`select count(*)::int as n from newsletter_subscribers`)[0]?.n, 0);

      // Mail is down while three visitors write.
      resend.status = 503;
      const contact = await serveFunction('send-contact-email', functionEnv(pg.url('scheduled'), resend.url));
      const ids: string[] = [];
      try {
        const client = clientFor(contact.url);
        for (let i = 0; i < 3; i++) {
          const { data, error } = await client.functions.invoke('send-contact-email', { body: validContact(), headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } });
          assert.equal(error, null);
          ids.push(data.id);
        }
      } finally {
        await contact.stop();
      }
      assert.deepEqual([...await sql`select status, count(*)::int as n from contact_messages group by status`], [{ status: 'pending', n: 3 }]);
      await sql`update contact_messages set next_attempt_at = now() - interval '1 second'`;
      resend.status = 200;
      const acceptedBefore = resend.accepted.length;

      const retry = await serveFunction('outbox-retry', functionEnv(pg.url('scheduled'), resend.url, { OUTBOX_RETRY_SECRET: RETRY_SECRET }));
      try {
        // What the deployer stores in Vault, then what the job does when pg_cron runs it.
        await sql`insert into vault.secrets (name, secret) values ('project_url', ${retry.url}), ('outbox_retry_secret', ${RETRY_SECRET})`;
        await sql.unsafe(String(jobs[0]?.command));
        const [request] = await sql`select url, body, headers, timeout_milliseconds from net.http_request_queue`;
        assert.equal(request?.url, `${retry.url}/functions/v1/outbox-retry`);
        assert.deepEqual(request?.headers, { 'Content-Type': 'application/json', 'x-outbox-retry-secret': RETRY_SECRET });
        assert.deepEqual(request?.body, {});
        assert.equal(request?.timeout_milliseconds, 120_000);

        // pg_net's part: send that request.
        const res = await fetch(String(request?.url), { method: 'POST', headers: request?.headers as Record<string, string>, body: JSON.stringify(request?.body) });
        assert.equal(res.status, 200);
        assert.deepEqual(await res.json(), { ok: true, claimed: 3, sent: 3, failed: 0, deadLetters: 0, statuses: { sent: 3 }, confirmations: { retried: 0, sent: 0 } });
        assert.deepEqual(resend.accepted.slice(acceptedBefore).sort(), ids.map((id) => `contact-message/${id}`).sort());
        const sent = resend.requests.filter((r) => r.headers.get('idempotency-key')?.startsWith('contact-message/')).at(-1);
        assert.equal(sent?.body.from, PRODUCTION_MAIL.MAIL_FROM);
        assert.deepEqual(sent?.body.to, [PRODUCTION_MAIL.CONTACT_TO]);

        const wrong = await fetch(String(request?.url), { method: 'POST', headers: { 'x-outbox-retry-secret': 'guess' }, body: '{}' });
        assert.equal(wrong.status, 401);
        await wrong.body?.cancel();
      } finally {
        await retry.stop();
      }
    });

    await t.step('outbox-retry, deployed without real mail settings: refuses to start, says why', async () => {
      const retry = await serveFunction('outbox-retry', functionEnv(pg.url('scheduled'), resend.url, {
        OUTBOX_RETRY_SECRET: RETRY_SECRET,
        MAIL_FROM: '',
        CONTACT_TO: 'hello@voltapharma.example',
      }));
      try {
        const res = await fetch(`${retry.url}/functions/v1/outbox-retry`, { method: 'POST', headers: { 'x-outbox-retry-secret': RETRY_SECRET }, body: '{}' });
        assert.equal(res.status, 503);
        const { error } = await res.json();
        assert.match(error, /^ProductionConfigError: Production is not configured: MAIL_FROM is not set .*; CONTACT_TO is a placeholder address \(hello@voltapharma\.example\)/);
        assert.equal(retry.events('outbox_retry.unavailable').length, 1);
      } finally {
        await retry.stop();
      }
    });

    await t.step('least privilege: the three functions connected as contact_functions, which can do nothing else', async () => {
      const owner = connect('scheduled');
      // What the deployer does (README, "Least-privilege database role"); this server trusts
      // local connections, so the password is not checked here.
      await owner`alter role contact_functions with login password 'a-password-for-the-test'`;
      const roleUrl = pg.url('scheduled').replace('postgres://postgres@', 'postgres://contact_functions:a-password-for-the-test@');
      await owner`delete from contact_messages`;
      await owner`delete from rate_limits`;

      resend.status = 503;
      const contact = await serveFunction('send-contact-email', functionEnv(roleUrl, resend.url));
      const ids: string[] = [];
      try {
        const client = clientFor(contact.url);
        for (let i = 0; i < 5; i++) {
          const { data, error } = await client.functions.invoke('send-contact-email', { body: validContact(), headers: { 'x-forwarded-for': '203.0.113.70' } });
          assert.equal(error, null, String(error));
          ids.push(data.id);
        }
        // The counters' upsert works under RLS: the sixth is refused.
        const refused = await client.functions.invoke('send-contact-email', { body: validContact(), headers: { 'x-forwarded-for': '203.0.113.70' } });
        assert.equal((await errorBody(refused.error)).status, 429);
        const spam = await client.functions.invoke('send-contact-email', { body: validContact({ website: 'bot' }), headers: { 'x-forwarded-for': '203.0.113.71' } });
        assert.equal(spam.error, null);
        const held = await owner`select usename from pg_stat_activity where datname = 'scheduled' and application_name = 'postgres.js'`;
        assert.deepEqual(held.map((r) => r.usename), ['contact_functions'], 'the function\'s one connection is the role\'s');
      } finally {
        await contact.stop();
      }
      assert.deepEqual([...await owner`select status, count(*)::int as n from contact_messages group by status order by status`],
        [{ status: 'pending', n: 5 }, { status: 'spam', n: 1 }]);

      const newsletter = await serveFunction('subscribe-newsletter', functionEnv(roleUrl, resend.url));
      try {
        const res = await clientFor(newsletter.url).functions.invoke('subscribe-newsletter', { body: { email: 'least.privilege@example.com' }, headers: { 'x-forwarded-for': '203.0.113.72' } });
        assert.equal(res.error, null, String(res.error));
        assert.equal((await owner`select count(*)::int as n from newsletter_subscribers where email = 'least.privilege@example.com'`)[0]?.n, 1);
      } finally {
        await newsletter.stop();
      }

      resend.status = 200;
      await owner`update contact_messages set next_attempt_at = now() - interval '1 second' where status = 'pending'`;
      const retry = await serveFunction('outbox-retry', functionEnv(roleUrl, resend.url, { OUTBOX_RETRY_SECRET: RETRY_SECRET }));
      try {
        const res = await fetch(`${retry.url}/functions/v1/outbox-retry`, { method: 'POST', headers: { 'x-outbox-retry-secret': RETRY_SECRET }, body: '{}' });
        assert.equal(res.status, 200);
        assert.deepEqual(await res.json(), { ok: true, claimed: 5, sent: 5, failed: 0, deadLetters: 0, statuses: { sent: 5, spam: 1 }, confirmations: { retried: 0, sent: 0 } });
      } finally {
        await retry.stop();
      }

      // As the role itself: nothing beyond what the functions do.
      const asRole = postgres(roleUrl, { max: 1, onnotice: () => {} });
      connections.push(asRole);
      assert.equal((await asRole`select current_user as u`)[0]?.u, 'contact_functions');
      assert.equal((await asRole`select count(*)::int as n from contact_messages`)[0]?.n, 6, 'its tables, all rows (its RLS policy)');
      const refusals: Array<[string, RegExp]> = [
        ['delete from contact_messages', /permission denied for table contact_messages/],
        ['delete from newsletter_subscribers', /permission denied for table newsletter_subscribers/],
        ['truncate rate_limits', /permission denied for table rate_limits/],
        ['select * from supabase_migrations.schema_migrations', /permission denied for schema supabase_migrations/],
        ['select * from cron.job', /permission denied for schema cron/],
        ['select * from vault.decrypted_secrets', /permission denied for schema vault/],
        ['select public.purge_expired_contact_data()', /permission denied for function purge_expired_contact_data/],
        ['create table public.mine (id int)', /permission denied for schema public/],
        ['alter table contact_messages disable row level security', /must be owner of table contact_messages/],
        ['drop policy contact_functions_all on contact_messages', /must be owner of (table|relation) contact_messages/],
        ['set role postgres', /permission denied to set role "postgres"/],
      ];
      for (const [statement, error] of refusals) await assert.rejects(asRole.unsafe(statement), error, statement);
      // Deleting old counters is its one delete (the functions prune them).
      await asRole`delete from rate_limits where window_start < now() - interval '1 day'`;
    });
  } finally {
    await Promise.all(connections.map((sql) => sql.end({ timeout: 5 })));
    await resend.close();
    await pg.stop();
  }
});
