import { createClient } from '@supabase/supabase-js';
import { functionsBackend } from './functionsBackend';

/**
 * The backend client. Only `sendContactMessage` imports this module, and only through a
 * dynamic import, so supabase-js is a separate chunk that no page loads up front.
 *
 * It calls the functions where `functionsBackend()` says, as the newsletter box does: the
 * deployed project when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set, else the local
 * function that `npm start` serves on the same origin (`/functions/v1/<name>`).
 */
export function createBackendClient() {
  const backend = functionsBackend();
  return createClient(backend.origin || window.location.origin, backend.key ?? 'local-anon-key', {
    // As the spec says: a session in local storage with automatic token refresh, though no
    // screen signs anyone in. Tokens are never read from the URL.
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
}

export type BackendClient = ReturnType<typeof createBackendClient>;
