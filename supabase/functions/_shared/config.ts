import type { Env } from './env.ts';
import { siteDefaults } from './site.ts';
import { isPlausibleEmail } from './validate.ts';

export interface RateLimitConfig {
  /** Requests allowed per client and window; 0 disables the limit. */
  max: number;
  windowSeconds: number;
  salt: string;
  /** True when RATE_LIMIT_SALT was not set and a built-in salt is used. */
  defaultSalt: boolean;
}

export interface Config {
  companyName: string;
  contactTo: string;
  mailFrom: string;
  /** '*' or the exact origins allowed to call the functions from a browser. */
  allowedOrigins: '*' | string[];
  maxBodyBytes: number;
  rateLimit: RateLimitConfig;
  mailTimeoutMs: number;
  /** How long a delivery attempt owns a message before another worker may take it over. */
  leaseSeconds: number;
  /** How many older undelivered messages a request may retry after its own mail went out. */
  retryBatch: number;
  /** Minimum pause between two such opportunistic retries in one instance. */
  retryIntervalMs: number;
}

export const DEFAULT_SALT = 'volta-contact-rate-limit-default-salt';

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env.get(name)?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return n;
}

function headerValue(env: Env, name: string, fallback: string): string {
  const value = env.get(name)?.trim() || fallback;
  if (/[\r\n\0]/.test(value)) throw new Error(`${name} must not contain line breaks`);
  return value;
}

/** Address part of `Name <addr>` or the whole string. */
export function addressOf(mailbox: string): string {
  const m = /<([^<>]+)>\s*$/.exec(mailbox);
  return (m?.[1] ?? mailbox).trim();
}

export function loadConfig(env: Env): Config {
  const contactTo = headerValue(env, 'CONTACT_TO', siteDefaults.email);
  if (!isPlausibleEmail(contactTo)) throw new Error(`CONTACT_TO is not a valid e-mail address: ${contactTo}`);
  const mailFrom = headerValue(env, 'MAIL_FROM', siteDefaults.mailFrom);
  if (!isPlausibleEmail(addressOf(mailFrom))) throw new Error(`MAIL_FROM has no valid address: ${mailFrom}`);

  const origins = env.get('ALLOWED_ORIGINS')?.trim();
  const allowedOrigins: '*' | string[] = !origins || origins === '*'
    ? '*'
    : origins.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);

  const salt = env.get('RATE_LIMIT_SALT')?.trim();
  const mailTimeoutMs = int(env, 'MAIL_TIMEOUT_MS', 15_000, 100, 120_000);
  const leaseSeconds = int(env, 'MAIL_LEASE_SECONDS', 300, 5, 86_400);
  // A delivery must end well inside its lease, or a second worker could take the message over.
  if (leaseSeconds * 1000 < 2 * (mailTimeoutMs + 5_000)) {
    throw new Error('MAIL_LEASE_SECONDS must be at least twice MAIL_TIMEOUT_MS + 5 s');
  }
  return {
    companyName: headerValue(env, 'COMPANY_NAME', siteDefaults.name),
    contactTo,
    mailFrom,
    allowedOrigins,
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 32 * 1024, 1024, 1024 * 1024),
    rateLimit: {
      max: int(env, 'RATE_LIMIT_MAX', 5, 0, 1_000_000_000),
      windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 600, 1, 86_400),
      salt: salt || DEFAULT_SALT,
      defaultSalt: !salt,
    },
    mailTimeoutMs,
    leaseSeconds,
    retryBatch: int(env, 'RETRY_BATCH', 3, 0, 100),
    retryIntervalMs: int(env, 'RETRY_INTERVAL_SECONDS', 60, 0, 86_400) * 1000,
  };
}
