/**
 * What the deployed functions refuse to start with (production.ts): every setting that would
 * make them fail open or use a local-development value. Each problem names its variable, and
 * all of them come in one error, so one look at the function's 503 answer or its log says
 * everything left to set (supabase/functions/README.md, "Deploy", step 4).
 *
 * Local development (`npm start`, node-entry.ts, the tests) never runs these checks and keeps
 * its built-in values (config.ts); production never uses those values silently.
 */
import { type Config, DEV_CLIENT_HASH_SECRET, productionMailProblems } from './config.ts';
import type { Env } from './env.ts';

/** At least this many characters: `openssl rand -hex 32` gives 64. */
export const MIN_SECRET_LENGTH = 32;

/** The secrets every deployed function checks, by name (one secrets file sets them all). */
export const PRODUCTION_SECRETS = ['CLIENT_HASH_SECRET', 'NEWSLETTER_SIGNING_SECRET', 'OUTBOX_RETRY_SECRET'] as const;

/** Values shipped in this repository or its history (examples, defaults): public, so never a secret. */
const KNOWN_VALUES = new Set([
  'change-me-to-a-long-random-string',
  'volta-contact-rate-limit-default-salt',
  DEV_CLIENT_HASH_SECRET,
]);

/** Words that mark a value someone meant to replace. */
const PLACEHOLDER_WORDS = /change.?me|replace.?me|your.?(secret|key|value)|placeholder|example|secret.?here|default|password|lorem|todo|xxx/i;

/** True when `value` is one short unit written again and again (`abcabcabc...`, `0000...`). */
function repetitive(value: string): boolean {
  for (let unit = 1; unit <= 8; unit++) {
    if (value.length >= unit * 3 && value === value.slice(0, unit).repeat(Math.ceil(value.length / unit)).slice(0, value.length)) return true;
  }
  return new Set(value).size < 8;
}

/** Why `value` cannot be the secret `name` in production, or null when it can. */
export function secretProblem(name: string, value: string | undefined): string | null {
  const hint = `at least ${MIN_SECRET_LENGTH} random characters: \`openssl rand -hex 32\``;
  const v = value?.trim() ?? '';
  if (!v) return `${name} is not set (${hint})`;
  if (KNOWN_VALUES.has(v) || PLACEHOLDER_WORDS.test(v) || repetitive(v)) return `${name} is a placeholder, not a secret (${hint})`;
  if (v.length < MIN_SECRET_LENGTH) return `${name} is too short (${v.length} characters; ${hint})`;
  return null;
}

/** ALLOWED_ORIGINS in production: one or more `https://` origins, never `*`, `null` or a URL with a path. */
export function allowedOriginsProblem(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  const hint = 'set it to the site\'s origin(s), comma separated, e.g. https://www.your-domain.com';
  if (!value) return `ALLOWED_ORIGINS is not set: any web page could make its visitors' browsers post to the functions (${hint})`;
  const bad: string[] = [];
  for (const entry of value.split(',').map((o) => o.trim().replace(/\/+$/, ''))) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' && url.origin === entry) origin = url.origin;
    } catch {
      // Not a URL.
    }
    if (!origin) bad.push(entry === '' ? '(empty entry)' : entry);
  }
  return bad.length ? `ALLOWED_ORIGINS must list https origins only, never * or null (${bad.map((b) => `"${b}"`).join(', ')}); ${hint}` : null;
}

/** Every reason the deployed functions must not start; empty when production is configured. */
export function productionProblems(env: Env, config: Config): string[] {
  const problems: string[] = [];
  if (env.get('RATE_LIMIT_SALT') !== undefined) {
    problems.push('RATE_LIMIT_SALT was renamed CLIENT_HASH_SECRET (now an HMAC key): set CLIENT_HASH_SECRET and remove RATE_LIMIT_SALT (`supabase secrets unset RATE_LIMIT_SALT`)');
  }
  const origins = allowedOriginsProblem(env.get('ALLOWED_ORIGINS'));
  if (origins) problems.push(origins);
  const seen = new Map<string, string>();
  for (const name of PRODUCTION_SECRETS) {
    const value = env.get(name)?.trim();
    const problem = secretProblem(name, value);
    if (problem) problems.push(problem);
    else if (value && seen.has(value)) problems.push(`${name} must differ from ${seen.get(value)} (one secret per purpose)`);
    if (value) seen.set(value, seen.get(value) ?? name);
  }
  problems.push(...productionMailProblems(env, config));
  return problems;
}

/** The error the deployed functions refuse to start with: every problem, each naming its variable. */
export class ProductionConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Production is not configured: ${problems.join('; ')}. ` +
        'Set them with `supabase secrets set` (supabase/functions/README.md, "Deploy").',
    );
    this.name = 'ProductionConfigError';
  }
}
