/** Resend transport: the documented request reaches a local endpoint that records it. */
import assert from 'node:assert/strict';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { mailerFromEnv } from '../../supabase/functions/_shared/mail.ts';
import { freshDb, must, startServer, testConfig, testContext, validContact } from './_helpers.ts';
import { startResendMock } from './_resend_mock.ts';

Deno.test('Resend transport sends the documented request', async (t) => {
  const resend = startResendMock();
  const mailer = await mailerFromEnv(
    mapEnv({ RESEND_API_KEY: 're_test_key', RESEND_API_URL: resend.url, SMTP_URL: 'smtp://ignored:25' }),
    { allowOutbox: true, outboxDir: '/nonexistent', timeoutMs: 20_000 },
  );
  assert.equal(mailer.name, 'resend', 'Resend wins over SMTP and the outbox');
  const db = await freshDb();
  const ctx = testContext({ db, mailer, config: testConfig() });
  const server = startServer({ 'send-contact-email': createContactHandler(() => Promise.resolve(ctx)) });
  try {
    await t.step('POST /emails with bearer key, JSON body and idempotency key', async () => {
      const { data, error } = await server.client.functions.invoke('send-contact-email', {
        body: validContact({ firstName: 'Yaw <b>', email: 'ama.mensah@example.com', message: 'Price list please & thanks' }),
      });
      assert.equal(error, null);
      assert.equal(resend.requests.length, 1);
      const req = must(resend.requests[0], 'the Resend request');
      assert.equal(req.method, 'POST');
      assert.equal(req.path, '/emails');
      assert.equal(req.headers.get('authorization'), 'Bearer re_test_key');
      assert.match(req.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(req.headers.get('idempotency-key'), `contact-message/${data.id}`);
      assert.deepEqual(Object.keys(req.body).sort(), ['from', 'headers', 'html', 'reply_to', 'subject', 'text', 'to']);
      assert.equal(req.body.from, 'Volta Pharma Website <no-reply@voltapharma.example>');
      assert.deepEqual(req.body.to, ['hello@voltapharma.example']);
      assert.equal(req.body.reply_to, 'ama.mensah@example.com');
      assert.equal(req.body.subject, 'Website enquiry: NAFDAC Registration - Yaw <b> Mensah');
      assert.ok(String(req.body.html).includes('Yaw &lt;b&gt; Mensah'));
      assert.ok(String(req.body.html).includes('Price list please &amp; thanks'));
      assert.ok(String(req.body.text).includes('Price list please & thanks'));
      assert.deepEqual(req.body.headers, { 'X-Contact-Message-Id': data.id });

      const [row] = await db.query<Record<string, unknown>>('select status, provider_message_id from contact_messages where id = $1', [data.id]);
      assert.deepEqual(row, { status: 'sent', provider_message_id: 're_1' });
    });

    await t.step('an error answer leaves the message pending with the reason', async () => {
      resend.status = 503;
      const { data, error } = await server.client.functions.invoke('send-contact-email', { body: validContact() });
      assert.equal(error, null);
      assert.equal(data.ok, true);
      const [row] = await db.query<Record<string, unknown>>('select status, attempts, last_error from contact_messages where id = $1', [data.id]);
      assert.deepEqual(row, {
        status: 'pending',
        attempts: 1,
        last_error: 'Error: Resend answered 503: application_error: Service unavailable',
      });
    });

    await t.step('a Unicode e-mail domain goes to Resend in IDNA ASCII (punycode), as nodemailer sends it', async () => {
      resend.status = 200;
      // Expected values from Python's independent IDNA codec ('exämple.com'.encode('idna')).
      const idnCtx = testContext({ db, mailer, config: testConfig({ MAIL_FROM: 'Völta Website <no-reply@völta-pharma.com>', CONTACT_TO: 'inbox@accra-büro.com' }) });
      const idn = startServer({ 'send-contact-email': createContactHandler(() => Promise.resolve(idnCtx)) });
      try {
        const { data, error } = await idn.client.functions.invoke('send-contact-email', { body: validContact({ email: 'kofi@exämple.com' }) });
        assert.equal(error, null, String(error));
        const req = must(resend.requests.at(-1), 'the Resend request');
        assert.equal(req.body.reply_to, 'kofi@xn--exmple-cua.com');
        assert.deepEqual(req.body.to, ['inbox@xn--accra-bro-w9a.com']);
        assert.equal(req.body.from, 'Völta Website <no-reply@xn--vlta-pharma-rfb.com>', 'the display name stays as written');
        // Stored as the visitor typed it; the e-mail's text shows it so too.
        const [row] = await db.query<{ email: string }>('select email from contact_messages where id = $1', [data.id]);
        assert.equal(row?.email, 'kofi@exämple.com');
        assert.ok(String(req.body.text).includes('Email: kofi@exämple.com'));
      } finally {
        await idnCtx.settle();
        await idn.close();
      }
    });
  } finally {
    await ctx.settle();
    await server.close();
    await resend.close();
    await db.close();
  }
});
