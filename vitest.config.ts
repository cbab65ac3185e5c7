import { availableParallelism } from 'node:os';
import { viteFinal as storybookViteFinal } from '@storybook/react-vite/preset';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import storybookConfig from './.storybook/main.ts';
import { islandsPlugin } from './scripts/islands-plugin.mjs';

/**
 * Storybook's own react-docgen plugin, set up as `.storybook/main.ts` asks (its `typescript`
 * option), so a story composed in a unit test has the props tables the built Storybook shows
 * (tests/unit/storybookDocs.test.ts). It only adds `Component.__docgenInfo` to modules.
 */
async function storybookDocgen(): Promise<PluginOption[]> {
  const presets = { apply: async (name: string, fallback?: unknown) => (name === 'typescript' ? storybookConfig.typescript : fallback) };
  const config = await storybookViteFinal({}, { presets } as never);
  return config.plugins ?? [];
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), islandsPlugin(), ...(await storybookDocgen())],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'tokens/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, where the unit
    // step then used about 65% of the machine. One per core: 75 -> 53 s there, same isolation.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
  },
});
