import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story: renders without error, runs its play function, and passes axe with no
 * serious or critical violations.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page) {
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      includedImpacts: ['serious', 'critical'],
      axeOptions: { rules: { region: { enabled: false } } },
    });
  },
};

export default config;
