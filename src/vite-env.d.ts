/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** Year the site was built (prerendered); set by vite.config.ts. */
declare const __BUILD_YEAR__: number;
