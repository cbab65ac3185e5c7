import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from './scripts/compile-hints-plugin.mjs';
import { islandsPlugin } from './scripts/islands-plugin.mjs';
import { publicEnvGuard } from './scripts/public-env.mjs';
import { themeColorPlugin } from './scripts/theme-color-plugin.mjs';
import { themeColor } from './src/site/brandAssets.ts';

export default defineConfig({
  // The islands' registry (virtual:islands): every src/**/*.island.tsx module; the code
  // fetched after load marked for eager compilation (scripts/compile-hints-plugin.mjs); the
  // page's theme colour from the tokens (scripts/theme-color-plugin.mjs); no secret key in a
  // VITE_ variable, which the build would publish (scripts/public-env.mjs).
  plugins: [publicEnvGuard(), react(), vanillaExtractPlugin(), islandsPlugin(), compileHintsPlugin(), themeColorPlugin(themeColor)],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // One stylesheet for the whole site, which the prerender inlines in every page's head.
    cssCodeSplit: false,
    // Hashed files (scripts, the stylesheet, fonts, the icon sprite) in a folder of their own,
    // the only one public/_headers caches as immutable; public/assets/ holds unhashed images.
    assetsDir: 'static',
    // Read by the prerender, which moves it out of dist/ (never published).
    manifest: true,
    // The server build renders every page, so its stylesheet is the complete one; the
    // browser's build holds only the islands (see scripts/prerender.mjs).
    ssrEmitAssets: true,
    // No preload helper in the boot script: the prerender lists each page's modules, and
    // the boot script and the island hydrator preload them (src/entry-client.tsx).
    modulePreload: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The island hydrator is an entry of its own: the boot script imports it by the URL
      // the prerender lists, after the first paint (src/entry-client.tsx).
      input: ['index.html', 'src/app/hydrateIslands.tsx'],
      // Keep the hydrator's exports (Vite drops entry exports in app builds by default).
      preserveEntrySignatures: 'exports-only',
      output: {
        codeSplitting: {
          // What a page with islands runs once it has painted, as one file (one request, and
          // it compresses better than a dozen small chunks): the island hydrator with all it
          // imports, React first.
          groups: [
            { name: 'page-runtime', test: /src\/app\/hydrateIslands\.tsx$/, priority: 2 },
            // What two islands or more share (components, messages, Radix's primitives), as
            // one file: a dozen chunks of a few hundred bytes each cost more in requests and
            // headers than the few bytes an island fetches without using them.
            { name: 'islands-shared', test: /\/src\//, minShareCount: 2, priority: 1 },
            { name: 'libraries-shared', test: /\/node_modules\//, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  ssr: {
    noExternal: ['wouter'],
  },
  // The dev server's browser code starts at the hydrator and the islands (pages render on
  // the server): scan them for dependencies up front, so none is found late, mid-session.
  optimizeDeps: {
    entries: ['src/app/hydrateIslands.tsx', 'src/app/devStyles.ts', 'src/**/*.island.tsx'],
    // Imported by the code vanilla-extract compiles recipes into, which the scan never sees.
    include: ['@vanilla-extract/recipes/createRuntimeFn'],
  },
});
