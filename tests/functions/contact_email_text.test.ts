/**
 * The copy guard for the e-mail the company receives (issue #13): the rendered message (subject,
 * headers a reader sees, plain text and HTML) for a visitor writing in each locale, kept as a
 * committed text snapshot, so a one-word change in the e-mail fails the suite and shows as a
 * diff in review. Update on purpose: `UPDATE_SNAPSHOTS=1 npm run test:functions -- tests/functions/contact_email_text.test.ts`.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { buildContactEmail } from '../../supabase/functions/_shared/mail.ts';
import { testConfig } from './_helpers.ts';

const snapshotFile = new URL('./__snapshots__/contact-email.txt', import.meta.url);

/** One fixed message per locale the site publishes. */
const visitors = [
  { locale: 'en', first_name: 'Ama', last_name: 'Mensah', service: 'aripo', message: 'We would like to register three trade marks.\nPlease call me.' },
  { locale: 'fr', first_name: 'Aminata', last_name: 'Diallo', service: 'waho', message: 'Nous souhaitons enregistrer deux médicaments.' },
  { locale: 'pt', first_name: 'Fátima', last_name: 'Gomes', service: 'ecowas', message: 'Gostaríamos de registar um medicamento em Cabo Verde.' },
] as const;

function rendered(): string {
  const config = testConfig();
  return visitors
    .map((visitor, index) => {
      const mail = buildContactEmail(
        {
          id: `00000000-0000-4000-8000-00000000000${index + 1}`,
          created_at: new Date('2026-06-15T09:00:00Z'),
          first_name: visitor.first_name,
          last_name: visitor.last_name,
          email: 'visitor@example.com',
          phone: '+233 20 000 0000',
          organization: 'Example Health',
          service: visitor.service,
          message: visitor.message,
          locale: visitor.locale,
        },
        config,
      );
      return [
        `=== a visitor writing in ${visitor.locale}`,
        `From: ${mail.from}`,
        `To: ${mail.to}`,
        `Reply-To: ${mail.replyTo.name ?? ''} <${mail.replyTo.address}>`,
        `Subject: ${mail.subject}`,
        '--- text',
        mail.text,
        '--- html',
        mail.html,
      ].join('\n');
    })
    .join('\n\n');
}

Deno.test('the e-mail to the company reads as its committed snapshot, for a visitor in each locale', async () => {
  const actual = `${rendered()}\n`;
  if (Deno.env.get('UPDATE_SNAPSHOTS') === '1') {
    await writeFile(snapshotFile, actual);
    return;
  }
  const expected = await readFile(snapshotFile, 'utf8').catch(() => '');
  assert.equal(actual, expected, 'the contact e-mail changed: review the diff, then update with UPDATE_SNAPSHOTS=1 (see this file)');
});
