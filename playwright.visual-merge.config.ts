import { defineConfig } from '@playwright/test';

/**
 * Merges the blob reports of CI's visual shards (`npx playwright merge-reports -c
 * playwright.visual-merge.config.ts <folder>`) into the reports a single run writes:
 * the HTML report and the JSON report that scripts/visual-summary.mjs reads.
 */
export default defineConfig({
  testDir: 'tests/visual',
  reporter: [['html', { open: 'never', outputFolder: 'playwright-report-visual' }], ['json', { outputFile: 'playwright-report-visual.json' }]],
});
