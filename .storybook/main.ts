import type { StorybookConfig } from '@storybook/react-vite';
import { addonsFor, isPublishedBuild } from './addons.ts';
import { webFontDirectory } from './webFontDirectory.ts';

const config: StorybookConfig = {
  // The front door's MDX pages (src/stories/frontDoor/) and every component's stories.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: addonsFor(isPublishedBuild()),
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen works with TypeScript 7 (react-docgen-typescript needs its JS API).
  typescript: { reactDocgen: 'react-docgen' },
  // The site's font files, under a fixed path that preview-head.html can preload (webFont.ts):
  // fontsource's, and the core face cut from them (scripts/make-fonts.mjs).
  staticDirs: [
    '../public',
    { from: '../node_modules/@fontsource-variable/public-sans/files', to: `/${webFontDirectory}` },
    { from: '../src/styles/fonts', to: `/${webFontDirectory}` },
  ],
  core: { disableTelemetry: true },
};

export default config;
