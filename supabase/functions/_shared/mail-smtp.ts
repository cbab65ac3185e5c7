/**
 * SMTP transport through nodemailer, for self-hosting (SMTP_URL, e.g.
 * smtps://user:pass@smtp.example.com:465). nodemailer reads options from the URL query, e.g.
 * `?ignoreTLS=true` for a test server. Supabase blocks ports 25 and 587 for edge functions:
 * use Resend there.
 */
import type { MailMessage, Mailer, SendResult } from './mail.ts';

export async function loadNodemailer() {
  const mod = await import('npm:nodemailer@10.6.0');
  return mod.default;
}

/** The message as nodemailer takes it (also used by the file outbox). */
export function nodemailerMessage(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: { name: message.replyTo.name ?? '', address: message.replyTo.address },
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
    date: message.ref.createdAt,
    // Only the company receives the message, whatever the headers say.
    envelope: { from: message.from, to: [message.to] },
  };
}

export async function smtpMailer(opts: { url: string; timeoutMs: number }): Promise<Mailer> {
  const nodemailer = await loadNodemailer();
  // URL settings win; the timeouts apply where the URL does not set them.
  const transport = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: opts.timeoutMs,
    greetingTimeout: opts.timeoutMs,
    socketTimeout: opts.timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message: MailMessage): Promise<SendResult> {
      const info = await transport.sendMail(nodemailerMessage(message));
      return { providerId: typeof info.messageId === 'string' ? info.messageId : undefined };
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
