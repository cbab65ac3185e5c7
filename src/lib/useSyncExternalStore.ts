// wouter imports `use-sync-external-store/shim` for React 17; React 19 has the hook built
// in, so the build points the shim here (vite.config.ts) and saves its bytes.
export { useSyncExternalStore } from 'react';
