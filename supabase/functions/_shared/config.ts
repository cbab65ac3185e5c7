import type { Env } from './env.ts';
import { siteDefaults } from './site.ts';
import { isPlausibleEmail } from './validate.ts';

export interface RateLimitConfig {
  /** Requests allowed per client and window (and per e-mail address or message when the client is unknown); 0 disables every limit. */
  max: number;
  windowSeconds: number;
  /**
   * CLIENT_HASH_SECRET: the HMAC-SHA256 key of `client_hash` and of every rate-limit key. A
   * fixed development value when unset (local only: production refuses to start without it).
   */
  secret: string;
  /**
   * Requests per window and function from all visitors together: a ceiling that only stops
   * floods (never the limit a normal day reaches); 0 disables it.
   */
  floodMax: number;
  /**
   * The request header the client address is read from (`x-forwarded-for` by default, see
   * ratelimit.ts), or null to treat every client as unknown.
   */
  addressHeader: string | null;
  /**
   * Which comma-separated entry of that header, counted from the right (1 = the right-most,
   * the one the last proxy appended): CLIENT_ADDRESS_HOPS.
   */
  addressHops: number;
}

export interface Config {
  companyName: string;
  contactTo: string;
  mailFrom: string;
  /**
   * The site's origin (SITE_URL), the only place a form posted without script is redirected
   * to; never taken from a request header. '' means the functions' own origin (a relative
   * redirect), where `npm start` serves the site and the functions together.
   */
  siteUrl: string;
  /** '*' or the exact origins allowed to call the functions from a browser. */
  allowedOrigins: '*' | string[];
  /**
   * The functions' own origin: the origin of SUPABASE_URL (the platform sets it to the project's
   * API gateway, https://<ref>.supabase.co), or null to take the request URL's. The pages the
   * functions answer a form posted without script with post back to it (http.ts originRefused).
   */
  functionsOrigin: string | null;
  maxBodyBytes: number;
  rateLimit: RateLimitConfig;
  mailTimeoutMs: number;
  /** How long a delivery attempt owns a message before another worker may take it over. */
  leaseSeconds: number;
  /** How many older undelivered messages a request may retry after its own mail went out. */
  retryBatch: number;
  /** Minimum pause between two such opportunistic retries in one instance. */
  retryIntervalMs: number;
  /** One run of the outbox-retry function: at most this many messages... */
  retryRunMax: number;
  /** ...and no new batch once this many milliseconds have passed (a run must end well within the platform's limits). */
  retryRunMs: number;
  /** Delivery attempts before a message becomes a dead letter (`status = 'failed'`, outbox.ts). */
  maxAttempts: number;
  /** Contact messages are deleted this many months after they were sent (the retention purge). */
  contactRetentionMonths: number;
  newsletter: NewsletterConfig;
}

// --- Newsletter (double opt-in and unsubscribe links; newsletter.ts, newsletterLinks.ts) ---

export interface NewsletterConfig {
  /**
   * NEWSLETTER_SIGNING_SECRET: the HMAC-SHA256 key of the confirmation and unsubscribe links.
   * Locally a fixed development value (DEV_NEWSLETTER_SIGNING_SECRET); production must set its
   * own (`openssl rand -hex 32`; the production fail-closed check refuses a missing, placeholder
   * or short value). Changing it invalidates every link already mailed.
   */
  signingSecret: string;
  /**
   * Where the links in the mails point: NEWSLETTER_LINKS_URL when set (self-hosting, where
   * SUPABASE_URL is an internal address such as http://kong:8000), else
   * `<origin of SUPABASE_URL>/functions/v1` (the platform sets SUPABASE_URL in every function:
   * supabase.com/docs/guides/functions/secrets, "Default secrets"), or null to take the origin
   * of the sign-up request.
   */
  functionsUrl: string | null;
}

export const DEV_NEWSLETTER_SIGNING_SECRET = 'volta-newsletter-links-local-development-only';

function newsletterConfig(env: Env): NewsletterConfig {
  const secret = env.get('NEWSLETTER_SIGNING_SECRET')?.trim();
  const linksUrl = env.get('NEWSLETTER_LINKS_URL')?.trim();
  if (linksUrl && !/^https?:\/\/[^\s?#]+$/.test(linksUrl)) {
    throw new Error(`NEWSLETTER_LINKS_URL must be the functions' public URL, like https://<ref>.supabase.co/functions/v1 (got "${linksUrl}")`);
  }
  // The same origin the origin check takes as the functions' own (functionsOrigin below).
  const origin = functionsOrigin(env);
  const functionsUrl = linksUrl ? linksUrl.replace(/\/+$/, '') : origin ? `${origin}/functions/v1` : null;
  return { signingSecret: secret || DEV_NEWSLETTER_SIGNING_SECRET, functionsUrl };
}

/** CLIENT_HASH_SECRET for local development and tests only (production refuses it: secrets.ts). */
export const DEV_CLIENT_HASH_SECRET = 'local-development-only-client-hash-secret';
/** The header the platform appends the client address to (see ratelimit.ts). */
export const DEFAULT_ADDRESS_HEADER = 'x-forwarded-for';

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env.get(name)?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return n;
}

/** CLIENT_ADDRESS_HEADER: a header name, or `none`. */
function addressHeader(env: Env): string | null {
  const raw = env.get('CLIENT_ADDRESS_HEADER')?.trim().toLowerCase() || DEFAULT_ADDRESS_HEADER;
  if (raw === 'none') return null;
  if (!/^[a-z0-9-]{1,100}$/.test(raw)) throw new Error(`CLIENT_ADDRESS_HEADER must be a header name or "none" (got "${raw}")`);
  return raw;
}

function headerValue(env: Env, name: string, fallback: string): string {
  const value = env.get(name)?.trim() || fallback;
  if (/[\r\n\0]/.test(value)) throw new Error(`${name} must not contain line breaks`);
  return value;
}

/** SITE_URL: an http(s) origin, nothing after it (a trailing slash is dropped). */
function siteOrigin(env: Env): string {
  const raw = env.get('SITE_URL')?.trim() || siteDefaults.origin;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be the site's origin, like https://www.your-domain.com (got "${raw}")`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || !bare) {
    throw new Error(`SITE_URL must be the site's origin, like https://www.your-domain.com (got "${raw}")`);
  }
  return url.origin;
}

/** Address part of `Name <addr>` or the whole string. */
export function addressOf(mailbox: string): string {
  const m = /<([^<>]+)>\s*$/.exec(mailbox);
  return (m?.[1] ?? mailbox).trim();
}

/**
 * SUPABASE_URL's origin, which Supabase sets for every function ("Default secrets",
 * https://supabase.com/docs/guides/functions/secrets); null when unset or not an http(s) URL
 * (the request URL's origin is used then).
 */
function functionsOrigin(env: Env): string | null {
  const raw = env.get('SUPABASE_URL')?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
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
    siteUrl: siteOrigin(env),
    allowedOrigins,
    functionsOrigin: functionsOrigin(env),
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 32 * 1024, 1024, 1024 * 1024),
    rateLimit: {
      max: int(env, 'RATE_LIMIT_MAX', 5, 0, 1_000_000_000),
      windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 600, 1, 86_400),
      secret: env.get('CLIENT_HASH_SECRET')?.trim() || DEV_CLIENT_HASH_SECRET,
      floodMax: int(env, 'RATE_LIMIT_FLOOD_MAX', 100, 0, 1_000_000_000),
      addressHeader: addressHeader(env),
      addressHops: int(env, 'CLIENT_ADDRESS_HOPS', 1, 1, 10),
    },
    mailTimeoutMs,
    leaseSeconds,
    retryBatch: int(env, 'RETRY_BATCH', 3, 0, 100),
    retryIntervalMs: int(env, 'RETRY_INTERVAL_SECONDS', 60, 0, 86_400) * 1000,
    retryRunMax: int(env, 'RETRY_RUN_MAX', 50, 1, 1000),
    retryRunMs: int(env, 'RETRY_RUN_SECONDS', 45, 1, 300) * 1000,
    maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 100),
    contactRetentionMonths: int(env, 'CONTACT_RETENTION_MONTHS', 24, 1, 1200),
    newsletter: newsletterConfig(env),
  };
}

/**
 * Domains reserved for documentation and tests (RFC 2606, RFC 6761): mail to or from them never
 * arrives, and Resend refuses them as senders. The built-in defaults (siteDefaults) use
 * `voltapharma.example` until the company's real addresses are known.
 */
const PLACEHOLDER_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost|example\.com|example\.net|example\.org)$/i;

export function isPlaceholderAddress(mailbox: string): boolean {
  const address = addressOf(mailbox);
  return PLACEHOLDER_DOMAIN.test(address.slice(address.lastIndexOf('@') + 1));
}

/** True when SITE_URL is (or defaults to) a placeholder domain: redirects would not reach the real site. */
export function isPlaceholderSite(config: Config): boolean {
  return config.siteUrl !== '' && PLACEHOLDER_DOMAIN.test(new URL(config.siteUrl).hostname);
}

/**
 * What stops the deployed functions from mailing for real: a sender or recipient left unset
 * (so the local-development placeholders would be used) or on a placeholder domain, or no mail
 * transport. Empty when production mail is ready.
 */
export function productionMailProblems(env: Env, config: Config): string[] {
  const problems: string[] = [];
  const check = (name: 'MAIL_FROM' | 'CONTACT_TO', value: string, what: string) => {
    if (!env.get(name)?.trim()) problems.push(`${name} is not set (${what}; the built-in ${value} is a placeholder)`);
    else if (isPlaceholderAddress(value)) problems.push(`${name} is a placeholder address (${value}); set ${what}`);
  };
  check('MAIL_FROM', config.mailFrom, 'the sender, on a domain verified with Resend');
  check('CONTACT_TO', config.contactTo, 'the inbox that receives the messages');
  if (!env.get('RESEND_API_KEY')?.trim() && !env.get('SMTP_URL')?.trim()) {
    problems.push('no mail transport (set RESEND_API_KEY)');
  }
  return problems;
}

/** The error a mail path refuses to start with in production. */
export class MailConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Production mail is not configured: ${problems.join('; ')}. ` +
        'Set them with `supabase secrets set` (supabase/functions/README.md, "Deploy").',
    );
    this.name = 'MailConfigError';
  }
}
