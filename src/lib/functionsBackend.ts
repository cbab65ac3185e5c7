/**
 * Where the server functions are, for every form on the site: the deployed Supabase project
 * when the site was built with both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, else the
 * site's own origin, where `npm start` serves them at /functions/v1/<name>. The contact form
 * (supabase-js) and the newsletter box (fetch) read this one configuration, so both always
 * call the same place.
 */
export interface FunctionsBackend {
  /** The project's URL without a trailing slash (https://<ref>.supabase.co), or '' for the site's own origin. */
  origin: string;
  /** The project's publishable key (or legacy anon key); null for the local functions. */
  key: string | null;
}

export function functionsBackend(
  url: string | undefined = import.meta.env.VITE_SUPABASE_URL,
  key: string | undefined = import.meta.env.VITE_SUPABASE_ANON_KEY,
): FunctionsBackend {
  const origin = url?.trim().replace(/\/+$/, '') ?? '';
  const apiKey = key?.trim() ?? '';
  return origin && apiKey ? { origin, key: apiKey } : { origin: '', key: null };
}

export function functionUrl(name: string, backend: FunctionsBackend = functionsBackend()): string {
  return `${backend.origin}/functions/v1/${name}`;
}

/**
 * The key headers supabase-js sends with a project key: `apikey` always, and the key as a
 * bearer token only when it is a legacy JWT key (the new sb_publishable_ / sb_secret_ keys
 * are not JWTs and go in `apikey` alone).
 */
export function keyHeaders(backend: FunctionsBackend): Record<string, string> {
  if (!backend.key) return {};
  const isNewKey = backend.key.startsWith('sb_publishable_') || backend.key.startsWith('sb_secret_');
  return isNewKey ? { apikey: backend.key } : { apikey: backend.key, Authorization: `Bearer ${backend.key}` };
}
