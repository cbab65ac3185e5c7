import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.mjs';

// The default Jest configuration comes from @storybook/test-runner. The test runner
// ignores browser-path environment variables, so Debian's Chromium is set here: its headless
// shell, as for e2e (scripts/chromium.mjs); the visual suite shoots every story in the full browser.
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: headlessShellPath() ?? undefined, args: chromiumArgs },
    },
  },
};
