/**
 * The newsletter's e-mails to readers, in the reader's language (words from the site's content,
 * newsletterPage.generated.ts), from the functions' sender (MAIL_FROM) with replies to the
 * company (CONTACT_TO), plain text plus escaped HTML.
 *
 * Every newsletter e-mail carries the one-step unsubscribe of RFC 8058: the headers
 *   List-Unsubscribe: <https://<project>.supabase.co/functions/v1/newsletter-unsubscribe?token=…>
 *   List-Unsubscribe-Post: List-Unsubscribe=One-Click
 * (a mail client POSTs `List-Unsubscribe=One-Click` to that URL) and the same link, visible, at
 * the foot of its body. `newsletterEmail` below is the template a future newsletter issue is
 * sent with: give it the issue's subject and body, it adds the headers and the foot.
 * Resend passes the headers through its `headers` field (resend.com/docs/dashboard/emails/
 * add-unsubscribe-to-transactional-emails), nodemailer (SMTP, the .eml outbox) as given.
 */
import { CONTACT_PAGE } from './contactPage.generated.ts';
import type { Config } from './config.ts';
import { fill } from './formPage.ts';
import { escapeHtml } from './html.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { domainOf, headerText, type MailMessage } from './mail.ts';
import { NEWSLETTER_PAGE } from './newsletterPage.generated.ts';
import { CONFIRM_LINK_HOURS, confirmToken, unsubscribeToken } from './newsletterToken.ts';

export const CONFIRM_FUNCTION = 'newsletter-confirm';
export const UNSUBSCRIBE_FUNCTION = 'newsletter-unsubscribe';

type MailWords = (typeof NEWSLETTER_PAGE.locales)[Locale]['mail'];

const wordsOf = (locale: string): MailWords =>
  (NEWSLETTER_PAGE.locales[locale as Locale] ?? NEWSLETTER_PAGE.locales[DEFAULT_LOCALE]).mail;

/** One subscription, as the mails need it. */
export interface SubscriptionRow {
  id: string;
  email: string;
  locale: string;
  asked_at: Date | string;
  confirm_nonce: string | null;
  links_base: string | null;
}

export const unsubscribeUrl = async (config: Config, base: string, row: { id: string; locale: string }) =>
  `${base}/${UNSUBSCRIBE_FUNCTION}?token=${await unsubscribeToken(config.newsletter.signingSecret, { id: row.id, locale: row.locale as Locale })}`;

/** When a confirmation link made for this sign-up stops working. */
export const confirmExpiry = (askedAt: Date | string): Date => new Date(new Date(askedAt).getTime() + CONFIRM_LINK_HOURS * 3600_000);

export interface NewsletterEmailParts {
  to: string;
  locale: string;
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** An optional button: its label and URL (also written out in the text version). */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** The subscription's unsubscribe URL (unsubscribeUrl). */
  unsubscribe: string;
  messageId: string;
  idempotencyKey: string;
  ref: MailMessage['ref'];
}

/**
 * The template of every e-mail to a subscriber: the RFC 8058 headers, the unsubscribe link at
 * the foot, the company's name, text and HTML alike (every value escaped in the HTML).
 */
export function newsletterEmail(config: Config, parts: NewsletterEmailParts): MailMessage {
  const words = wordsOf(parts.locale);
  const lang = NEWSLETTER_PAGE.locales[parts.locale as Locale] ? parts.locale : DEFAULT_LOCALE;
  const text = [
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}:`, parts.action.url, ''] : []),
    ...(parts.after ?? []).flatMap((p) => [p, '']),
    config.companyName,
    '',
    '--',
    `${words.unsubscribeText} ${parts.unsubscribe}`,
  ].join('\n');
  const p = (t: string) => `<p style="margin:0 0 12px">${escapeHtml(t)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    ...parts.paragraphs.map(p),
    ...(parts.action
      ? [`<p style="margin:20px 0"><a href="${escapeHtml(parts.action.url)}" style="background:${CONTACT_PAGE.style.action};color:${CONTACT_PAGE.style.actionText};padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>`,
        `<p style="margin:0 0 12px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(parts.action.url)}</p>`]
      : []),
    ...(parts.after ?? []).map(p),
    p(config.companyName),
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(words.unsubscribeText)} <a href="${escapeHtml(parts.unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: config.mailFrom,
    to: headerText(parts.to, 254),
    replyTo: { name: headerText(config.companyName, 100), address: config.contactTo },
    subject: headerText(parts.subject, 180),
    text,
    html,
    messageId: parts.messageId,
    idempotencyKey: parts.idempotencyKey,
    headers: {
      // RFC 8058: one HTTPS URI, and the POST that a mail client sends to it.
      'List-Unsubscribe': `<${parts.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Content-Language': lang,
    },
    ref: parts.ref,
  };
}

/** The confirmation e-mail of a pending sign-up (its current nonce), links under `base`. */
export async function buildConfirmationEmail(config: Config, row: SubscriptionRow, base: string): Promise<MailMessage> {
  if (!row.confirm_nonce) throw new Error(`subscription ${row.id} has no confirmation link`);
  const words = wordsOf(row.locale);
  const values = { company: config.companyName, email: row.email };
  const locale = row.locale as Locale;
  const token = await confirmToken(config.newsletter.signingSecret, {
    id: row.id,
    nonce: row.confirm_nonce,
    expires: Math.floor(confirmExpiry(row.asked_at).getTime() / 1000),
    locale,
  });
  return newsletterEmail(config, {
    to: row.email,
    locale,
    subject: fill(words.subject, values),
    paragraphs: [words.greeting, fill(words.intro, values)],
    action: { label: words.action, url: `${base}/${CONFIRM_FUNCTION}?token=${token}` },
    after: [words.expiry, words.ignore],
    unsubscribe: await unsubscribeUrl(config, base, row),
    // One per link: a retry of the same link is the same message (Resend drops the repeat).
    messageId: `<newsletter-confirm-${row.id}-${row.confirm_nonce}@${domainOf(config.mailFrom)}>`,
    idempotencyKey: `newsletter-confirm/${row.id}/${row.confirm_nonce}`,
    // One .eml per link in the local outbox (a retry of the same link rewrites its file).
    ref: { kind: 'newsletter-confirm', id: `${row.id}-${row.confirm_nonce}`, createdAt: new Date(row.asked_at) },
  });
}
