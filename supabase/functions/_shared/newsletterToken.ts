/**
 * The signed tokens of the newsletter's links (HMAC-SHA256 with NEWSLETTER_SIGNING_SECRET,
 * config.newsletter.signingSecret), URL-safe as they are:
 *
 *   confirm      c1.<subscription id>.<nonce>.<expires, unix seconds>.<locale>.<signature>
 *   unsubscribe  u1.<subscription id>.<locale>.<signature>
 *
 * The signature covers the purpose and every field, so a token cannot be altered or used for the
 * other purpose. The locale only chooses the language of the page the link lands on.
 *  - A confirmation link expires 48 hours after the sign-up and is single use: the row's
 *    confirm_nonce must still equal the token's nonce, and confirming clears it. A new sign-up
 *    while pending replaces the nonce, so only the newest link confirms.
 *  - An unsubscribe link does not expire (RFC 8058 one-click must keep working) and is bound to
 *    one subscription (one row): after unsubscribing and subscribing again, the old mail's link
 *    cannot end the new subscription.
 */
import { hmacKey } from './http.ts';
import { isLocale, type Locale } from './locales.ts';

export const CONFIRM_LINK_HOURS = 48;

export interface ConfirmToken {
  kind: 'confirm';
  id: string;
  nonce: string;
  /** Unix seconds. */
  expires: number;
  locale: Locale;
}

export interface UnsubscribeToken {
  kind: 'unsubscribe';
  id: string;
  locale: Locale;
}

const encoder = new TextEncoder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A random nonce for a confirmation link (128 bits). */
export function newNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

async function sign(secret: string, fields: string[]): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(fields.join('\n')));
  return base64url(new Uint8Array(mac));
}

export async function confirmToken(secret: string, t: Omit<ConfirmToken, 'kind'>): Promise<string> {
  const fields = ['c1', t.id, t.nonce, String(t.expires), t.locale];
  return `${fields.join('.')}.${await sign(secret, fields)}`;
}

export async function unsubscribeToken(secret: string, t: Omit<UnsubscribeToken, 'kind'>): Promise<string> {
  const fields = ['u1', t.id, t.locale];
  return `${fields.join('.')}.${await sign(secret, fields)}`;
}

/**
 * The token's content when its signature is right and its fields well formed, else null.
 * Expiry is the caller's to check (an expired link still says which language to answer in).
 */
export async function readToken(secret: string, token: string | null): Promise<ConfirmToken | UnsubscribeToken | null> {
  if (!token || token.length > 300) return null;
  const parts = token.split('.');
  const signature = fromBase64url(parts.pop() ?? '');
  if (!signature) return null;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(parts.join('\n')));
  if (!valid) return null;
  const [kind, id = '', ...rest] = parts;
  if (!UUID.test(id)) return null;
  if (kind === 'c1' && rest.length === 3) {
    const [nonce = '', expires = '', locale = ''] = rest;
    if (!NONCE.test(nonce) || !/^\d{1,12}$/.test(expires) || !isLocale(locale)) return null;
    return { kind: 'confirm', id, nonce, expires: Number(expires), locale };
  }
  if (kind === 'u1' && rest.length === 1) {
    const [locale = ''] = rest;
    if (!isLocale(locale)) return null;
    return { kind: 'unsubscribe', id, locale };
  }
  return null;
}
