/**
 * The visitor's locale goes with their message: sent by the page (JSON or the form posted
 * without script), refused when it is not a published locale, stored in
 * contact_messages.locale, and named in the English e-mail to the company ("Language: French
 * (fr)"), also when the outbox-retry function delivers it later. Mail goes to a real SMTP
 * server, as in mail_smtp.test.ts.
 */
import assert from 'node:assert/strict';
import { FunctionsHttpError } from 'npm:@supabase/supabase-js@2.119.1';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { LOCALES } from '../../supabase/functions/_shared/locales.ts';
import { type Mailer, mailerFromEnv } from '../../supabase/functions/_shared/mail.ts';
import { createRetryHandler, RETRY_SECRET_HEADER } from '../../supabase/functions/_shared/retry.ts';
import { errorBody, freshDb, must, startServer, testConfig, testContext, validContact } from './_helpers.ts';
import { parseMail } from './_mime.ts';
import { startSmtp } from './_smtp.ts';

const NAME = 'send-contact-email';
const SITE = 'https://www.volta-site-test.com';
const SECRET = crypto.randomUUID() + crypto.randomUUID();

async function setup() {
  const smtp = await startSmtp();
  const smtpMailer = await mailerFromEnv(mapEnv({ SMTP_URL: smtp.url }), { allowOutbox: false, timeoutMs: 20_000 });
  // While `down`, every send fails as an unreachable relay would; the message stays pending.
  const relay = { down: false };
  const mailer: Mailer = {
    name: 'smtp',
    send: (message) => (relay.down ? Promise.reject(new Error('SMTP relay unreachable')) : smtpMailer.send(message)),
  };
  const db = await freshDb();
  const ctx = testContext({ db, mailer, config: testConfig({ SITE_URL: SITE, RETRY_BATCH: '0' }) });
  const server = startServer({
    [NAME]: createContactHandler(() => Promise.resolve(ctx)),
    'outbox-retry': createRetryHandler(() => Promise.resolve(ctx), mapEnv({ OUTBOX_RETRY_SECRET: SECRET })),
  });
  let ip = 0;
  return {
    db,
    smtp,
    relay,
    server,
    endpoint: `${server.url}/functions/v1/${NAME}`,
    /** A distinct client address per call, so the steps do not share a rate-limit window. */
    nextIp: () => `203.0.113.${++ip}`,
    async close() {
      await ctx.settle();
      await server.close();
      await smtpMailer.close?.();
      await smtp.close();
      await db.close();
    },
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

function invoke(s: Setup, body: Record<string, unknown>) {
  return s.server.client.functions.invoke(NAME, { body, headers: { 'x-forwarded-for': s.nextIp() } });
}

async function storedLocale(s: Setup, id: string): Promise<unknown> {
  const [row] = await s.db.query<{ locale: string }>('select locale from contact_messages where id = $1', [id]);
  return must(row, `stored row ${id}`).locale;
}

/** The text and HTML parts of the mail the SMTP server received for a message. */
function receivedMail(s: Setup, id: string) {
  const got = must(s.smtp.received.find((mail) => mail.raw.includes(id)), `the mail of ${id}`);
  const mail = parseMail(got.raw);
  return {
    subject: mail.header('subject') ?? '',
    text: must(mail.part('text/plain'), 'the text part').replace(/\r\n/g, '\n'),
    html: must(mail.part('text/html'), 'the HTML part'),
  };
}

async function storedCount(s: Setup): Promise<number> {
  const [row] = await s.db.query<{ n: number }>('select count(*)::int as n from contact_messages');
  return row?.n ?? 0;
}

Deno.test('the visitor\'s locale is stored with the message and named in the e-mail', async (t) => {
  const s = await setup();
  try {
    await t.step('JSON from a French page: stored as fr; the English e-mail says "Language: French (fr)"', async () => {
      const { data, error } = await invoke(s, validContact({ locale: 'fr', firstName: 'Awa', lastName: 'Diallo' }));
      assert.equal(error, null);
      assert.equal(await storedLocale(s, data.id), 'fr');
      const mail = receivedMail(s, data.id);
      assert.ok(mail.text.includes('\nLanguage: French (fr)\n'), mail.text);
      assert.match(mail.html, />Language<\/th><td [^>]*>French \(fr\)<\/td>/);
      // Everything else stays English for the company, the service label too.
      assert.ok(mail.text.startsWith('New message from the Volta Pharma & Regulatory Services website contact form.'));
      assert.ok(mail.text.includes('\nService: NAFDAC Registration\n'), mail.text);
      assert.equal(mail.subject, 'Website enquiry: NAFDAC Registration - Awa Diallo');
    });

    await t.step('JSON without a locale (a page from before): stored as en, "Language: English (en)"', async () => {
      for (const locale of [undefined, null, '']) {
        const { data, error } = await invoke(s, validContact({ locale }));
        assert.equal(error, null, String(locale));
        assert.equal(await storedLocale(s, data.id), 'en');
        assert.ok(receivedMail(s, data.id).text.includes('\nLanguage: English (en)\n'));
      }
    });

    await t.step('the form posted without script from /pt/contact: stored as pt, "Language: Portuguese (pt)"', async () => {
      const marker = `pt-form-${Date.now()}`;
      const form = new FormData();
      for (const [name, value] of Object.entries(validContact({ message: `Olá, ${marker}`, service: 'who' }))) form.append(name, String(value));
      form.append('locale', 'pt');
      form.append('website', '');
      const res = await fetch(s.endpoint, { method: 'POST', body: form, redirect: 'manual', headers: { 'x-forwarded-for': s.nextIp() } });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), `${SITE}/pt/contact/sent`);
      const [row] = await s.db.query<{ id: string; locale: string }>('select id, locale from contact_messages where message like $1', [`%${marker}`]);
      assert.equal(row?.locale, 'pt');
      const mail = receivedMail(s, must(row, 'the stored row').id);
      assert.ok(mail.text.includes('\nLanguage: Portuguese (pt)\n'), mail.text);
      assert.ok(mail.text.includes('\nService: WHO Prequalification\n'));
    });

    await t.step('every published locale is accepted and stored as sent', async () => {
      for (const locale of LOCALES) {
        const { data, error } = await invoke(s, validContact({ locale }));
        assert.equal(error, null, locale);
        assert.equal(await storedLocale(s, data.id), locale);
      }
    });

    await t.step('an unknown locale is refused, with the code `locale`; nothing is stored or mailed', async () => {
      const before = await storedCount(s);
      const mails = s.smtp.received.length;
      for (const [locale, code] of [['de', 'locale'], ['FR', 'locale'], ['fr-FR', 'locale'], ['../en', 'locale'], [42, 'notText'], [['fr'], 'notText']] as const) {
        const { data, error } = await invoke(s, validContact({ locale }));
        assert.equal(data, null);
        assert.ok(error instanceof FunctionsHttpError, String(locale));
        const res = await errorBody(error);
        assert.equal(res.status, 400);
        assert.equal(res.body.code, code, String(locale));
        assert.equal(res.body.field, 'locale');
      }
      // Without script: a page (in English, the default locale in its form), never stored.
      const res = await fetch(s.endpoint, {
        method: 'POST',
        body: new URLSearchParams({ ...validContact(), phone: '', locale: 'de' } as Record<string, string>),
        redirect: 'manual',
        headers: { 'x-forwarded-for': s.nextIp() },
      });
      assert.equal(res.status, 400);
      const html = await res.text();
      assert.ok(html.startsWith('<!doctype html>\n<html lang="en">'));
      assert.ok(html.includes('<input type="hidden" name="locale" value="en">'));
      assert.equal(await storedCount(s), before);
      assert.equal(s.smtp.received.length, mails);
    });

    await t.step('a message whose mail failed keeps its locale: the outbox-retry function mails "French (fr)" later', async () => {
      s.relay.down = true;
      const { data, error } = await invoke(s, validContact({ locale: 'fr', message: 'Bonjour, à réessayer.' }));
      assert.equal(error, null, 'stored, so the visitor gets a success');
      const [pending] = await s.db.query<{ status: string; locale: string }>('select status, locale from contact_messages where id = $1', [data.id]);
      assert.deepEqual(pending, { status: 'pending', locale: 'fr' });
      assert.ok(!s.smtp.received.some((mail) => mail.raw.includes(data.id)));

      s.relay.down = false;
      await s.db.query("update contact_messages set next_attempt_at = now() - interval '1 second' where id = $1", [data.id]);
      const res = await fetch(`${s.server.url}/functions/v1/outbox-retry`, { method: 'POST', headers: { [RETRY_SECRET_HEADER]: SECRET } });
      assert.equal(res.status, 200);
      assert.equal((await res.json()).sent, 1);
      assert.ok(receivedMail(s, data.id).text.includes('\nLanguage: French (fr)\n'));
      assert.equal(await storedLocale(s, data.id), 'fr');
    });
  } finally {
    await s.close();
  }
});

Deno.test('the database holds contact_messages.locale to the published locales', async (t) => {
  const db = await freshDb();
  const insert = (locale?: string) =>
    db.query<{ locale: string }>(
      locale === undefined
        ? `insert into contact_messages (first_name, email, message) values ('Ama', 'ama@example.com', 'x') returning locale`
        : `insert into contact_messages (first_name, email, message, locale) values ('Ama', 'ama@example.com', 'x', $1) returning locale`,
      locale === undefined ? [] : [locale],
    );
  try {
    await t.step('the CHECK constraint lists exactly the function\'s published locales (src/i18n/locales.ts)', async () => {
      const [row] = await db.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'contact_messages_locale_check'`,
      );
      const listed = [...must(row, 'the constraint').def.matchAll(/'([^']+)'/g)].map((match) => match[1]);
      assert.deepEqual(listed.sort(), [...LOCALES].sort(), 'a new locale needs a migration replacing the constraint');
    });

    await t.step('each published locale is accepted; a row without one is English', async () => {
      for (const locale of LOCALES) assert.equal((await insert(locale))[0]?.locale, locale);
      assert.equal((await insert())[0]?.locale, 'en');
    });

    await t.step('anything else is refused by the database too', async () => {
      for (const locale of ['de', 'FR', '', 'en-GB']) {
        await assert.rejects(insert(locale), /contact_messages_locale_check/, locale);
      }
      await assert.rejects(
        db.query(`insert into contact_messages (first_name, email, message, locale) values ('Ama', 'ama@example.com', 'x', null)`),
        /null value/,
      );
    });
  } finally {
    await db.close();
  }
});
