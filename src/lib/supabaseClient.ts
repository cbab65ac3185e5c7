import { createClient } from '@supabase/supabase-js';

/**
 * The backend client. Only `sendContactMessage` imports this module, and only through a
 * dynamic import, so supabase-js is a separate chunk that no page loads up front.
 *
 * With VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY unset it talks to the local function
 * that `npm start` serves on the same origin (`/functions/v1/<name>`).
 */
export function createBackendClient() {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  const remote = Boolean(url && key);
  return createClient(remote ? (url as string) : window.location.origin, remote ? (key as string) : 'local-anon-key', {
    // As the spec says: a session in local storage with automatic token refresh, though no
    // screen signs anyone in. Tokens are never read from the URL.
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
}

export type BackendClient = ReturnType<typeof createBackendClient>;
