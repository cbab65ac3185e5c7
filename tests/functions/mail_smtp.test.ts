/**
 * SMTP transport against a real SMTP server (npm smtp-server) started by the test:
 * the message arrives, only the company is a recipient, visitor values are escaped in the
 * HTML and cannot add header lines.
 */
import assert from 'node:assert/strict';
import { createContactHandler } from '../../supabase/functions/_shared/contact.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { buildContactEmail, mailerFromEnv } from '../../supabase/functions/_shared/mail.ts';
import { parseMail } from './_mime.ts';
import { startSmtp } from './_smtp.ts';
import { freshDb, must, startServer, testConfig, testContext, validContact } from './_helpers.ts';

Deno.test('SMTP transport delivers to a real SMTP server', async (t) => {
  const smtp = await startSmtp();
  const config = testConfig();
  const mailer = await mailerFromEnv(mapEnv({ SMTP_URL: smtp.url }), { allowOutbox: false, timeoutMs: 20_000 });
  assert.equal(mailer.name, 'smtp');
  const db = await freshDb();
  const ctx = testContext({ db, mailer, config });
  const server = startServer({ 'send-contact-email': createContactHandler(() => Promise.resolve(ctx)) });
  try {
    await t.step('a submission through the function arrives, escaped', async () => {
      const { data, error } = await server.client.functions.invoke('send-contact-email', {
        body: validContact({
          firstName: 'Ama <script>alert(1)</script>',
          email: 'ama.mensah@example.com',
          lastName: "O'Neil & Sons",
          organization: '<b>Big</b> "Pharma"',
          message: '<img src=x onerror=alert(1)>\nSecond line & more',
        }),
      });
      assert.equal(error, null);
      assert.equal(smtp.received.length, 1);
      const got = must(smtp.received[0], 'the received mail');
      assert.deepEqual(got.rcptTo, ['hello@voltapharma.example']);
      assert.equal(got.mailFrom, 'no-reply@voltapharma.example');

      const mail = parseMail(got.raw);
      assert.equal(mail.header('to'), 'hello@voltapharma.example');
      assert.equal(mail.header('from'), 'Volta Pharma Website <no-reply@voltapharma.example>');
      assert.match(mail.header('reply-to') ?? '', /<ama\.mensah@example\.com>$/);
      assert.equal(mail.header('message-id'), `<contact-${data.id}@voltapharma.example>`);
      assert.equal(mail.header('x-contact-message-id'), data.id);

      const html = must(mail.part('text/html'), 'the HTML part');
      assert.ok(html.includes('Ama &lt;script&gt;alert(1)&lt;/script&gt; O&#39;Neil &amp; Sons'), html);
      assert.ok(html.includes('&lt;b&gt;Big&lt;/b&gt; &quot;Pharma&quot;'));
      assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;<br>Second line &amp; more'));
      assert.ok(!/<script|<img|<b>Big/i.test(html), 'no visitor markup survives');

      const text = must(mail.part('text/plain'), 'the text part').replace(/\r\n/g, '\n');
      assert.ok(text.includes('<img src=x onerror=alert(1)>\nSecond line & more'), 'plain text keeps the message as typed');

      const [row] = await db.query<{ status: string; provider_message_id: string }>(
        'select status, provider_message_id from contact_messages where id = $1',
        [data.id],
      );
      assert.equal(row?.status, 'sent');
      assert.equal(row?.provider_message_id, `<contact-${data.id}@voltapharma.example>`);
    });

    await t.step('a Unicode e-mail domain: nodemailer sends it in IDNA ASCII, as the Resend transport does', async () => {
      const { error } = await server.client.functions.invoke('send-contact-email', { body: validContact({ email: 'kofi@exämple.com' }) });
      assert.equal(error, null);
      const mail = parseMail(must(smtp.received.at(-1), 'the received mail').raw);
      assert.match(mail.header('reply-to') ?? '', /<kofi@xn--exmple-cua\.com>$/);
    });

    await t.step('CR/LF in any visitor value cannot add a header or a recipient', async () => {
      // Straight to the transport, bypassing validation, to test the mail layer on its own.
      const message = buildContactEmail({
        id: '00000000-0000-4000-8000-000000000001',
        created_at: new Date('2026-01-02T03:04:05Z'),
        first_name: 'Eve\r\nBcc: victim@evil.example',
        last_name: 'X\nCc: cc@evil.example',
        email: 'eve@example.com\r\nX-Injected: yes',
        phone: null,
        organization: null,
        service: 'ARIPO Services\r\nX-Also-Injected: yes',
        message: 'hi\r\n\r\n<script>x</script>',
        locale: 'fr\r\nX-Locale-Injected: yes',
      }, config);
      await mailer.send(message);
      const got = must(smtp.received.at(-1), 'the received mail');
      assert.deepEqual(got.rcptTo, ['hello@voltapharma.example']);
      const mail = parseMail(got.raw);
      for (const line of mail.headerLines) {
        assert.ok(!/^(bcc|cc|x-injected|x-also-injected|x-locale-injected):/i.test(line), `injected header line: ${line}`);
      }
      assert.ok(!/\r?\n(bcc|cc|x-injected|x-also-injected):/i.test(got.raw.split(/\r?\n\r?\n/)[0] ?? ''));
      assert.match(mail.header('subject') ?? '', /^Website enquiry: ARIPO Services X-Also-Injected: yes - Eve Bcc: victim@evil\.example X Cc: cc@evil\.example$/);
    });
  } finally {
    await ctx.settle();
    await server.close();
    await mailer.close?.();
    await smtp.close();
    await db.close();
  }
});
