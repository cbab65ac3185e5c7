// Vite inlines every `VITE_` variable into the JavaScript the site publishes: a secret key
// put in one by mistake would be readable by anyone. `publicEnvGuard()` (vite.config.ts) makes
// the build fail instead, naming the variable; `secretsInPublicEnv` is the check itself.

/** Values that are secret by their form: [what it is, test]. */
const SECRET_FORMS = [
  // Supabase's new API keys: sb_publishable_… may be public, sb_secret_… never.
  ['a Supabase secret key (sb_secret_…)', (value) => /^sb_secret_/.test(value)],
  ['a Resend API key (re_…)', (value) => /^re_[A-Za-z0-9_]{16,}$/.test(value)],
  ['a Stripe secret key', (value) => /^(sk|rk)_(live|test)_/.test(value)],
  ['a private key', (value) => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(value)],
  ['a database URL with a password', (value) => /^postgres(ql)?:\/\/[^:/@\s]+:[^@\s]+@/.test(value)],
];

/** The payload of a JSON Web Token, or null when the value is not one. */
function jwtPayload(value) {
  const parts = value.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return header && typeof header === 'object' && 'alg' in header && payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with the public (VITE_) variables: one line per variable that holds a secret,
 * naming it and saying what it holds. A Supabase key is public only as the anon JWT (role
 * "anon") or a publishable key; any other role (service_role bypasses row level security) is not.
 */
export function secretsInPublicEnv(env, prefix = 'VITE_') {
  const problems = [];
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(prefix) || typeof raw !== 'string') continue;
    const value = raw.trim();
    if (!value) continue;
    const form = SECRET_FORMS.find(([, test]) => test(value));
    const role = jwtPayload(value)?.role;
    if (form) problems.push(`${name} holds ${form[0]}`);
    else if (role !== undefined && role !== 'anon') problems.push(`${name} holds a JWT with role "${String(role)}" (only the anon key is public)`);
    else if (/SERVICE_ROLE|SECRET|PRIVATE|PASSWORD/i.test(name.slice(prefix.length))) problems.push(`${name} is named as a secret`);
  }
  return problems;
}

/** Vite plugin: the build (and the dev server) stop when a public variable holds a secret. */
export function publicEnvGuard(env) {
  return {
    name: 'public-env-guard',
    configResolved(config) {
      const problems = secretsInPublicEnv(env ?? config.env, typeof config.envPrefix === 'string' ? config.envPrefix : 'VITE_');
      if (problems.length > 0) {
        throw new Error(
          `Refusing to build: Vite writes every VITE_ variable into the public JavaScript.\n${problems.map((line) => `  - ${line}`).join('\n')}\nKeep secret keys in the functions' secrets (supabase secrets set), never in a VITE_ variable.`,
        );
      }
    },
  };
}
