import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // One stylesheet for the whole site, which the prerender inlines in every page's
    // head: no flash of unstyled content when a lazily loaded page hydrates.
    cssCodeSplit: false,
    manifest: true,
    modulePreload: { polyfill: false },
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  ssr: {
    noExternal: ['wouter'],
  },
});
