/**
 * E-mail composition and the choice of transport.
 *
 * Transports (see mailerFromEnv):
 *   RESEND_API_KEY set -> Resend HTTP API (production on Supabase; RESEND_API_URL for tests)
 *   SMTP_URL set       -> SMTP through nodemailer (self-hosting)
 *   otherwise          -> .eml files in a local outbox folder (local development only)
 *
 * Every header value built from visitor input goes through `headerText` (no CR/LF or other
 * control characters, bounded length) and every visitor value in the HTML body through
 * `escapeHtml`.
 */
import type { Config } from './config.ts';
import { addressOf } from './config.ts';
import type { Env } from './env.ts';
import { escapeHtml } from './html.ts';
import { languageLine } from './locales.ts';
import { SERVICE_LABELS, type Service } from './services.generated.ts';
import { INVISIBLE_FORMAT } from './validate.ts';

export { escapeHtml };

export interface Mailbox {
  name?: string;
  address: string;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo: Mailbox;
  subject: string;
  text: string;
  html: string;
  /** Stable per stored message: the same message always gets the same Message-ID. */
  messageId: string;
  /** Lets an idempotent provider (Resend) drop a repeated send of the same message. */
  idempotencyKey: string;
  headers: Record<string, string>;
  /** For file names and logs. */
  ref: { kind: string; id: string; createdAt: Date };
}

export interface SendResult {
  providerId?: string;
}

export interface Mailer {
  readonly name: 'resend' | 'smtp' | 'outbox' | 'none' | string;
  send(message: MailMessage): Promise<SendResult>;
  close?(): Promise<void>;
  /** Folder of the file outbox, when that is the transport. */
  readonly outboxDir?: string;
}

export interface ContactRecord {
  id: string;
  created_at: Date | string;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  organization: string | null;
  service: string | null;
  message: string;
  /** The locale of the page the visitor wrote from ('en', 'fr', 'pt'). */
  locale: string;
}


const INVISIBLE_FORMAT_ALL = new RegExp(INVISIBLE_FORMAT.source, 'g');

/**
 * A value safe for a mail header: no control characters or line breaks, none of the invisible
 * formatting characters validation refuses (bidi overrides, zero-width characters: removed
 * again here, should a row stored before that rule reach a Subject or Reply-To), bounded length.
 */
export function headerText(value: string, max = 200): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const flat = value.replace(INVISIBLE_FORMAT_ALL, '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/**
 * The address with its domain in IDNA ASCII (`josé@exämple.com` -> `josé@xn--exmple-cua.com`),
 * as nodemailer converts it for SMTP; Resend's API gets it converted too. The WHATWG URL
 * parser does the conversion (UTS #46) the same way in Deno and Node, without a dependency.
 * A domain the parser refuses is left as it is (the provider then refuses the address).
 */
export function asciiAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, not control characters
  if (at < 0 || /^[\u0000-\u007f]*$/.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}/`).hostname}`;
  } catch {
    return address;
  }
}

/** `Name <address>` or a bare address, with the address's domain in IDNA ASCII. */
export function asciiMailbox(mailbox: string): string {
  const m = /<([^<>]+)>\s*$/.exec(mailbox);
  if (!m?.[1]) return asciiAddress(mailbox.trim());
  return `${mailbox.slice(0, m.index)}<${asciiAddress(m[1].trim())}>`;
}

/** The domain of a mailbox's address (for Message-IDs). */
export function domainOf(mailbox: string): string {
  const address = addressOf(mailbox);
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

/**
 * The service's English label for the company's e-mail. The database stores the stable id
 * the form submits; a value that is not an id (a row stored before ids) shows as stored.
 */
export function serviceLabel(value: string | null): string | null {
  if (value === null) return null;
  return Object.hasOwn(SERVICE_LABELS, value) ? SERVICE_LABELS[value as Service] : value;
}

export function buildContactEmail(record: ContactRecord, config: Config): MailMessage {
  const createdAt = new Date(record.created_at);
  const fullName = [record.first_name, record.last_name].filter(Boolean).join(' ');
  const service = serviceLabel(record.service);
  const about = service ?? 'General inquiry';
  const rows: Array<[string, string | null]> = [
    ['Name', fullName],
    ['Email', record.email],
    ['Phone', record.phone],
    ['Organization', record.organization],
    ['Service', service],
    // The company answers in the visitor's language; the rest of the e-mail stays English.
    ['Language', languageLine(record.locale)],
    ['Received', createdAt.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' GMT (Accra time)')],
    ['Reference', record.id],
  ];
  const present = rows.filter((r): r is [string, string] => Boolean(r[1]));

  const text = [
    `New message from the ${config.companyName} website contact form.`,
    '',
    ...present.map(([k, v]) => `${k}: ${v}`),
    '',
    'Message:',
    record.message,
    '',
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>New contact message</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    `<p>New message from the ${escapeHtml(config.companyName)} website contact form.</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...present.map(([k, v]) => `<tr><th style="${cell}">${escapeHtml(k)}</th><td style="${cell}">${escapeHtml(v)}</td></tr>`),
    '</table>',
    '<h2 style="font-size:16px;margin:16px 0 4px">Message</h2>',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(record.message).replace(/\n/g, '<br>')}</p>`,
    '<p style="color:#555;font-size:13px">Reply to this e-mail to answer the visitor directly.</p>',
    '</body></html>',
  ].join('\n');

  return {
    from: config.mailFrom,
    to: config.contactTo,
    replyTo: { name: headerText(fullName, 100), address: headerText(record.email, 254) },
    subject: headerText(`Website enquiry: ${about} - ${fullName}`, 180),
    text,
    html,
    messageId: `<contact-${record.id}@${domainOf(config.mailFrom)}>`,
    idempotencyKey: `contact-message/${record.id}`,
    headers: { 'X-Contact-Message-Id': record.id },
    ref: { kind: 'contact', id: record.id, createdAt },
  };
}

/** Used where no transport is configured in production: the message stays pending. */
export function unconfiguredMailer(reason: string): Mailer {
  return {
    name: 'none',
    send: () => Promise.reject(new Error(reason)),
  };
}

export interface MailerOptions {
  /** Allow the local .eml outbox when neither Resend nor SMTP is configured. */
  allowOutbox: boolean;
  /** Default outbox folder (OUTBOX_DIR overrides). */
  outboxDir?: string;
  timeoutMs: number;
}

export async function mailerFromEnv(env: Env, opts: MailerOptions): Promise<Mailer> {
  const resendKey = env.get('RESEND_API_KEY')?.trim();
  if (resendKey) {
    const { resendMailer } = await import('./mail-resend.ts');
    return resendMailer({
      apiKey: resendKey,
      baseUrl: env.get('RESEND_API_URL')?.trim() || undefined,
      timeoutMs: opts.timeoutMs,
    });
  }
  const smtpUrl = env.get('SMTP_URL')?.trim();
  if (smtpUrl) {
    const { smtpMailer } = await import('./mail-smtp.ts');
    return smtpMailer({ url: smtpUrl, timeoutMs: opts.timeoutMs });
  }
  const outboxDir = env.get('OUTBOX_DIR')?.trim() || opts.outboxDir;
  if (opts.allowOutbox && outboxDir) {
    const { outboxMailer } = await import('./mail-outbox.ts');
    return outboxMailer({ dir: outboxDir });
  }
  return unconfiguredMailer('No mail transport configured: set RESEND_API_KEY (or SMTP_URL).');
}
