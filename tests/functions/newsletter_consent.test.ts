/**
 * The newsletter's double opt-in and one-step unsubscribe, end to end through the functions and
 * a real SMTP server (npm smtp-server): the confirmation e-mail arrives in the reader's language
 * with its link and the RFC 8058 headers, the link confirms once, the answer to a sign-up says
 * nothing about the address, unsubscribing works by one-click POST and by the link, and a new
 * subscription needs a new confirmation.
 */
import assert from 'node:assert/strict';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { mailerFromEnv } from '../../supabase/functions/_shared/mail.ts';
import { CONSENT_VERSION, createNewsletterHandler, purgeNewsletter, retryConfirmations } from '../../supabase/functions/_shared/newsletter.ts';
import { createConfirmHandler, createUnsubscribeHandler } from '../../supabase/functions/_shared/newsletterLinks.ts';
import { confirmToken, unsubscribeToken } from '../../supabase/functions/_shared/newsletterToken.ts';
import { NEWSLETTER_PAGE } from '../../supabase/functions/_shared/newsletterPage.generated.ts';
import { decodeHeader, parseMail } from './_mime.ts';
import { type Received, startSmtp } from './_smtp.ts';
import { freshDb, must, startServer, testConfig, testContext } from './_helpers.ts';

const SITE = 'https://www.volta-site-test.com';
const SECRET = 'a-test-signing-secret-of-more-than-32-characters';

interface Row {
  id: string;
  email: string;
  locale: string;
  consent_version: string | null;
  source_page: string | null;
  asked_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  confirm_nonce: string | null;
  confirmation_sent_at: Date | null;
}

/** The mail's links: the confirmation button, the visible unsubscribe link, the header's. */
function linksOf(raw: string) {
  const mail = parseMail(raw);
  const text = must(mail.part('text/plain'), 'text part').replace(/\r\n/g, '\n');
  const html = must(mail.part('text/html'), 'html part');
  const confirm = must(/https?:\/\/\S+\/newsletter-confirm\?token=\S+/.exec(text)?.[0], 'confirm link in the text');
  const unsubscribe = must(/https?:\/\/\S+\/newsletter-unsubscribe\?token=\S+/.exec(text)?.[0], 'unsubscribe link in the text');
  const header = must(/^<(https?:\/\/[^>]+)>$/.exec(mail.header('list-unsubscribe') ?? '')?.[1], 'List-Unsubscribe');
  return { mail, text, html, confirm, unsubscribe, header };
}

Deno.test('newsletter: double opt-in and one-step unsubscribe, mailed through a real SMTP server', async (t) => {
  const smtp = await startSmtp();
  const mailer = await mailerFromEnv(mapEnv({ SMTP_URL: smtp.url }), { allowOutbox: false, timeoutMs: 20_000 });
  const db = await freshDb();
  const ctx = testContext({ db, mailer, config: testConfig({ SITE_URL: SITE, NEWSLETTER_SIGNING_SECRET: SECRET, RATE_LIMIT_MAX: '0' }) });
  const provider = () => Promise.resolve(ctx);
  const server = startServer({
    'subscribe-newsletter': createNewsletterHandler(provider),
    'newsletter-confirm': createConfirmHandler(provider),
    'newsletter-unsubscribe': createUnsubscribeHandler(provider),
  });
  const signUp = async (body: Record<string, unknown>) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/functions/v1/subscribe-newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.40' },
      body: JSON.stringify(body),
    });
    const answer = { status: res.status, body: await res.text(), headers: [...res.headers].filter(([k]) => k !== 'date'), ms: performance.now() - started };
    await ctx.settle();
    return answer;
  };
  const open = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });
  const rowsOf = (email: string) => db.query<Row>('select * from newsletter_subscribers where lower(email) = lower($1) order by asked_at', [email]);
  const mailsTo = (address: string): Received[] => smtp.received.filter((m) => m.rcptTo.includes(address));
  let first: ReturnType<typeof linksOf>;
  try {
    await t.step('a sign-up from /fr/news stores a pending consent record and mails a French confirmation with RFC 8058 headers', async () => {
      const answer = await signUp({ email: 'Awa.Diallo@example.sn', locale: 'fr', source: '/fr/news' });
      assert.equal(answer.status, 200);
      assert.deepEqual(JSON.parse(answer.body), { ok: true });
      const [row, ...more] = await rowsOf('awa.diallo@example.sn');
      assert.equal(more.length, 0);
      assert.equal(row?.locale, 'fr');
      assert.equal(row?.consent_version, CONSENT_VERSION);
      assert.equal(CONSENT_VERSION, 'newsletter-consent-2026-11-2');
      assert.equal(row?.source_page, '/fr/news');
      assert.equal(row?.confirmed_at, null);
      assert.equal(row?.unsubscribed_at, null);
      assert.ok(row?.confirmation_sent_at, 'the mail went out');
      const [mail, ...others] = mailsTo('Awa.Diallo@example.sn');
      assert.equal(others.length, 0);
      assert.deepEqual(must(mail, 'the confirmation e-mail').rcptTo, ['Awa.Diallo@example.sn']);
      first = linksOf(must(mail, 'mail').raw);
      const fr = NEWSLETTER_PAGE.locales.fr.mail;
      assert.equal(decodeHeader(must(first.mail.header('subject'), 'Subject')), fr.subject.replace('{company}', ctx.config.companyName));
      assert.equal(first.mail.header('list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
      assert.equal(first.mail.header('content-language'), 'fr');
      assert.equal(first.header, first.unsubscribe, 'the header and the visible link are the same URL');
      assert.ok(first.text.includes(fr.action) && first.text.includes(fr.expiry) && first.text.includes(fr.unsubscribeText));
      assert.ok(first.html.includes('lang="fr"'));
      assert.ok(first.html.includes(`href="${first.confirm.replace(/&/g, '&amp;')}"`));
      assert.ok(first.html.includes(`>${fr.unsubscribe}</a>`));
      assert.ok(first.confirm.startsWith(`${server.url}/functions/v1/newsletter-confirm?token=c1.${row?.id}.`));
    });

    await t.step('the answer is identical for a new, a pending and a confirmed address; a pending one gets a fresh link, a confirmed one no mail', async () => {
      const fresh = await signUp({ email: 'kofi@example.com', locale: 'en', source: '/news' });
      const pending = await signUp({ email: 'KOFI@example.com', locale: 'en', source: '/news' });
      assert.equal(mailsTo('KOFI@example.com').length, 1, 'a pending address gets a new link');
      const firstKofi = linksOf(must(mailsTo('kofi@example.com')[0], 'first mail').raw);
      const secondKofi = linksOf(must(mailsTo('KOFI@example.com')[0], 'second mail').raw);
      assert.notEqual(firstKofi.confirm, secondKofi.confirm);
      // Only the latest link confirms.
      const old = await open(firstKofi.confirm);
      assert.equal(old.headers.get('location'), `${SITE}/newsletter/link-expired`);
      const ok = await open(secondKofi.confirm);
      assert.equal(ok.headers.get('location'), `${SITE}/newsletter/confirmed`);
      const sentBefore = smtp.received.length;
      const confirmed = await signUp({ email: 'kofi@example.com', locale: 'pt', source: '/pt/news' });
      assert.equal(smtp.received.length, sentBefore, 'no mail to a confirmed subscriber');
      for (const other of [pending, confirmed]) {
        assert.equal(other.status, fresh.status);
        assert.equal(other.body, fresh.body);
        assert.deepEqual(other.headers, fresh.headers);
        // The mail goes out after the answer: no answer waits for SMTP.
        assert.ok(other.ms < 1000, `answered in ${other.ms} ms`);
      }
      const [row] = await rowsOf('kofi@example.com');
      assert.equal(row?.locale, 'en', 'a confirmed subscription is not changed by a stranger');
    });

    await t.step('the link confirms once, lands on the confirmed page in French; opening it again changes nothing', async () => {
      const res = await open(first.confirm);
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), `${SITE}/fr/newsletter/confirmed`);
      assert.equal(res.headers.get('set-cookie'), null);
      const [row] = await rowsOf('awa.diallo@example.sn');
      assert.ok(row?.confirmed_at);
      assert.equal(row?.confirm_nonce, null);
      const again = await open(first.confirm);
      assert.equal(again.headers.get('location'), `${SITE}/fr/newsletter/confirmed`);
      const [same] = await rowsOf('awa.diallo@example.sn');
      assert.equal(same?.confirmed_at?.getTime(), row?.confirmed_at?.getTime());
      assert.equal((await open(first.confirm, { method: 'POST' })).status, 405);
    });

    await t.step('an expired, a tampered or a mistyped link confirms nothing and lands on the link-expired page', async () => {
      await signUp({ email: 'late@example.com', locale: 'pt', source: '/pt/news' });
      const [row] = await rowsOf('late@example.com');
      const id = must(row, 'row').id;
      const nonce = must(row?.confirm_nonce, 'nonce');
      const expired = await confirmToken(SECRET, { id, nonce, expires: Math.floor(Date.now() / 1000) - 1, locale: 'pt' });
      const base = `${server.url}/functions/v1/newsletter-confirm?token=`;
      assert.equal((await open(base + expired)).headers.get('location'), `${SITE}/pt/newsletter/link-expired`);
      // Signed with another key: refused, and it cannot choose the language either.
      const forged = await confirmToken('another-secret-another-secret-another', { id, nonce, expires: 4_000_000_000, locale: 'pt' });
      assert.equal((await open(base + forged)).headers.get('location'), `${SITE}/newsletter/link-expired`);
      const link = linksOf(must(mailsTo('late@example.com')[0], 'mail').raw).confirm;
      // One character of the signature changed (its first: always significant bits).
      const mistyped = link.replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]+)$/, (_m, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`);
      assert.notEqual(mistyped, link);
      assert.equal((await open(mistyped)).headers.get('location'), `${SITE}/newsletter/link-expired`);
      assert.equal((await open(`${base}`)).headers.get('location'), `${SITE}/newsletter/link-expired`);
      // An unsubscribe token is not a confirmation.
      assert.equal((await open(base + await unsubscribeToken(SECRET, { id, locale: 'pt' }))).headers.get('location'), `${SITE}/pt/newsletter/link-expired`);
      // 48 hours after the sign-up the link is dead even if its own date were later.
      await db.query("update newsletter_subscribers set asked_at = now() - interval '49 hours' where id = $1", [id]);
      assert.equal((await open(link)).headers.get('location'), `${SITE}/pt/newsletter/link-expired`);
      assert.equal((await rowsOf('late@example.com'))[0]?.confirmed_at, null);
    });

    await t.step('one-click unsubscribe (RFC 8058 POST): 200, no redirect, no cookie; the subscription is withdrawn', async () => {
      const noBody = await open(first.header, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'x=1' });
      assert.equal(noBody.status, 400);
      await noBody.body?.cancel();
      assert.equal((await rowsOf('awa.diallo@example.sn'))[0]?.unsubscribed_at, null);
      const res = await open(first.header, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('location'), null);
      assert.equal(res.headers.get('set-cookie'), null);
      assert.match(await res.text(), /Unsubscribed/);
      const [row] = await rowsOf('awa.diallo@example.sn');
      assert.ok(row?.unsubscribed_at);
      assert.ok(row?.confirmed_at, 'the record of the consent is kept with its withdrawal');
      // The person's click on the same link: the unsubscribed page in French, nothing more changes.
      const click = await open(first.unsubscribe);
      assert.equal(click.status, 303);
      assert.equal(click.headers.get('location'), `${SITE}/fr/newsletter/unsubscribed`);
      assert.equal((await rowsOf('awa.diallo@example.sn'))[0]?.unsubscribed_at?.getTime(), row?.unsubscribed_at?.getTime());
    });

    await t.step('resubscribing takes a new confirmation; the old link cannot end the new subscription', async () => {
      await signUp({ email: 'awa.diallo@example.sn', locale: 'pt', source: '/pt/news' });
      const rows = await rowsOf('awa.diallo@example.sn');
      assert.equal(rows.length, 2, 'the withdrawn record stays beside the new one');
      assert.equal(rows[1]?.confirmed_at, null);
      const second = linksOf(must(mailsTo('awa.diallo@example.sn').at(-1), 'the new confirmation').raw);
      assert.equal(second.mail.header('content-language'), 'pt');
      assert.equal((await open(second.confirm)).headers.get('location'), `${SITE}/pt/newsletter/confirmed`);
      await open(first.header, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      const [, live] = await rowsOf('awa.diallo@example.sn');
      assert.ok(live?.confirmed_at);
      assert.equal(live?.unsubscribed_at, null, 'the old link did not end the new subscription');
      // Its own link does, by a person's click.
      const click = await open(second.unsubscribe);
      assert.equal(click.headers.get('location'), `${SITE}/pt/newsletter/unsubscribed`);
      assert.ok((await rowsOf('awa.diallo@example.sn'))[1]?.unsubscribed_at);
    });

    await t.step('a confirmation e-mail that failed is sent again by the retry while its link is valid', async () => {
      const real = ctx.mailer.send.bind(ctx.mailer);
      ctx.mailer.send = () => Promise.reject(new Error('SMTP down'));
      try {
        const answer = await signUp({ email: 'retry.me@example.com', locale: 'en', source: '/' });
        assert.equal(answer.status, 200);
      } finally {
        ctx.mailer.send = real;
      }
      assert.equal(mailsTo('retry.me@example.com').length, 0);
      assert.equal((await rowsOf('retry.me@example.com'))[0]?.confirmation_sent_at, null);
      assert.deepEqual(await retryConfirmations(ctx), { retried: 0, sent: 0 }, 'not while the first send may still run');
      assert.deepEqual(await retryConfirmations(ctx, { minAgeSeconds: 0 }), { retried: 1, sent: 1 });
      assert.equal(mailsTo('retry.me@example.com').length, 1);
      assert.ok((await rowsOf('retry.me@example.com'))[0]?.confirmation_sent_at);
      assert.deepEqual(await retryConfirmations(ctx, { minAgeSeconds: 0 }), { retried: 0, sent: 0 });
    });

    await t.step('the source page must be a path of the site', async () => {
      for (const source of ['https://evil.example/', '//evil.example', '/news?x=1', '/../etc', 'news', '/a b', 42]) {
        const res = await signUp({ email: 'source@example.com', locale: 'en', source });
        assert.equal(res.status, 400, String(source));
        assert.equal(JSON.parse(res.body).field, 'source');
      }
      assert.equal((await rowsOf('source@example.com')).length, 0);
      assert.equal((await signUp({ email: 'nosource@example.com', locale: 'en' })).status, 200);
      assert.equal((await rowsOf('nosource@example.com'))[0]?.source_page, null);
    });

    await t.step('retention: unconfirmed after 7 days and withdrawn after 12 months are purged, nothing else', async () => {
      await db.query("update newsletter_subscribers set asked_at = now() - interval '8 days' where lower(email) = 'retry.me@example.com'");
      await db.query("update newsletter_subscribers set asked_at = now() - interval '6 days' where lower(email) = 'nosource@example.com'");
      await db.query(
        "update newsletter_subscribers set unsubscribed_at = now() - interval '13 months', asked_at = now() - interval '14 months', confirmed_at = now() - interval '14 months' where lower(email) = 'awa.diallo@example.sn' and locale = 'fr'",
      );
      const before = await db.query<{ email: string }>('select lower(email) as email from newsletter_subscribers order by 1');
      assert.deepEqual(await purgeNewsletter(ctx), { unconfirmed: 1, withdrawn: 1 });
      const after = await db.query<{ email: string }>('select lower(email) as email from newsletter_subscribers order by 1');
      // Gone: retry.me (pending 8 days) and Awa's French subscription (withdrawn 13 months ago);
      // kept: her later one (withdrawn now), the pending ones under 7 days, the confirmed one.
      assert.deepEqual(after.map((r) => r.email), before.map((r) => r.email).filter((e) => e !== 'retry.me@example.com').filter((e, i, all) => e !== 'awa.diallo@example.sn' || all.indexOf(e) !== i));
      assert.deepEqual(after.map((r) => r.email), ['awa.diallo@example.sn', 'kofi@example.com', 'late@example.com', 'nosource@example.com']);
    });
  } finally {
    await ctx.settle();
    await server.close();
    await mailer.close?.();
    await smtp.close();
    await db.close();
  }
});

Deno.test('the links of the mails point at the public functions URL', () => {
  assert.equal(testConfig().newsletter.functionsUrl, null, 'locally: the sign-up request\'s origin');
  assert.equal(testConfig({ SUPABASE_URL: 'https://abcd.supabase.co' }).newsletter.functionsUrl, 'https://abcd.supabase.co/functions/v1');
  assert.equal(
    testConfig({ SUPABASE_URL: 'http://kong:8000', NEWSLETTER_LINKS_URL: 'https://api.example.org/functions/v1/' }).newsletter.functionsUrl,
    'https://api.example.org/functions/v1',
  );
  assert.throws(() => testConfig({ NEWSLETTER_LINKS_URL: 'javascript:alert(1)' }), /NEWSLETTER_LINKS_URL/);
  assert.equal(testConfig().newsletter.signingSecret.length >= 32, true);
});
