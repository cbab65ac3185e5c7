import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@chromatic-com/storybook'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen works with TypeScript 7 (react-docgen-typescript needs its JS API).
  typescript: { reactDocgen: 'react-docgen' },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
