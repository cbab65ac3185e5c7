import type { StorybookConfig } from '@storybook/react-vite';
import { webFontDirectory } from './webFontDirectory.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@chromatic-com/storybook'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen works with TypeScript 7 (react-docgen-typescript needs its JS API).
  typescript: { reactDocgen: 'react-docgen' },
  // The site's font files, under a fixed path that preview-head.html can preload (webFont.ts).
  staticDirs: ['../public', { from: '../node_modules/@fontsource-variable/public-sans/files', to: `/${webFontDirectory}` }],
  core: { disableTelemetry: true },
};

export default config;
