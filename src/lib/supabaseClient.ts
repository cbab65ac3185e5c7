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
    // No screen signs anyone in: keep no session in storage and run no refresh timers.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export type BackendClient = ReturnType<typeof createBackendClient>;
