import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
/** The functions' database and mail outbox of this run; emptied at every start so that rate limits of a previous run do not carry over. */
const dataDir = `.data/e2e-${port}`;
/** The headless shell (scripts/chromium.mjs says why); a spec that needs the full browser says so (fixtures.ts, fullBrowser). */
const executablePath = headlessShellPath() ?? undefined;

/** Each project's viewport, also in its metadata: the JSON report carries it to the failure summary (scripts/visual-summary.mjs). */
const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/**
 * End-to-end tests run in Debian's Chromium (its headless shell, but where a spec needs the
 * full browser) against the built site, served exactly as
 * `npm start` serves it (same server, headers, 404 handling). Build first: `npm run build`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Text snapshots of the copy guard (interaction-copy.spec.ts): one file per name, the same
  // on every machine (the words do not depend on the platform or the viewport).
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFileName}/{arg}{ext}',
  fullyParallel: true,
  // One more worker than CI's 2 cores: a good part of e2e is waiting (a slow network, a cut-off
  // deadline, a mail to arrive, a rebuild's disk), and a third worker fills it: 545 -> 446 s on
  // 2 cores. The visual suite, all drawing, gains nothing from a third and keeps 2.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report is what scripts/visual-summary.mjs reads (CI's job summary).
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ['json', { outputFile: 'playwright-report.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', metadata: { viewport: viewports.desktop }, use: { ...devices['Desktop Chrome'], viewport: viewports.desktop } },
    {
      name: 'mobile',
      metadata: { viewport: viewports.mobile },
      use: { ...devices['Desktop Chrome'], viewport: viewports.mobile, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })" && node scripts/serve.mjs`,
    url: `http://localhost:${port}/`,
    // Several specs send real messages, all from this machine's one address: more than the
    // production limit of 5 per 10 minutes (the limit itself is tested in tests/functions).
    env: { PORT: String(port), SKIP_BUILD: '1', DATA_DIR: dataDir, RATE_LIMIT_MAX: '50' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
