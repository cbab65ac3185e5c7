import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { defaultLocale, locales } from './src/i18n/locales';
import { siteURL, sitePort, storybookPort, storybookURL } from './tests/visual/env';

const executablePath = chromiumPath() ?? undefined;

/**
 * Each project's viewport, also written into its metadata: the JSON report carries it, and
 * the failure summary (scripts/visual-summary.mjs) names the viewport of each changed shot.
 */
const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
  tablet: { width: 1024, height: 768 },
};

/**
 * The visual and copy regression suite (docs/visual-review.md). Screenshots and ARIA
 * snapshots of every page of the route list and every story of the built Storybook,
 * compared with the baselines in tests/visual/__baselines__, made on this machine kind
 * with Debian's Chromium. Needs a fresh `npm run build` and `npm run build-storybook`.
 * Never writes baselines on its own: `npm run test:visual:update` does, on purpose.
 */
export default defineConfig({
  testDir: 'tests/visual',
  // Named by page/story and viewport: pages/services-aripo-mobile.png, aria/home-main-desktop.yml.
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}-{projectName}{ext}',
  outputDir: 'test-results-visual',
  globalSetup: './tests/visual/chromium-version.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  updateSnapshots: 'none',
  // The JSON report is what scripts/visual-summary.mjs reads (CI's job summary). CI's shards
  // (VISUAL_BLOB_REPORT=1) write blob reports instead, which its visual-report job merges
  // into the same two (playwright.visual-merge.config.ts).
  reporter: process.env.VISUAL_BLOB_REPORT
    ? [['list'], ['blob', { outputDir: 'blob-report-visual' }]]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-visual' }], ['json', { outputFile: 'playwright-report-visual.json' }]],
  // The summary tells a baseline's locale by its folder (tests/visual/support.ts, baselinePrefix).
  metadata: { defaultLocale, locales },
  expect: {
    // Full-page shots of long pages take a while on 2 busy cores.
    timeout: 10_000,
    // Tight: any pixel that differs beyond anti-aliasing noise fails (40 of 40 reruns were
    // pixel-identical on this machine kind, see TOOLCHAIN.md).
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.1, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: siteURL,
    // No network: every request goes to a proxy that does not exist, but those to this machine,
    // which Chromium never proxies. Unlike request routing, this leaves the browser's cache on
    // and costs a request nothing (support.ts lists what failed).
    launchOptions: { executablePath, args: [...chromiumArgs, '--proxy-server=http://127.0.0.1:9'] },
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    trace: 'off',
  },
  projects: [
    {
      name: 'mobile',
      // Of the story specs, only the phone's (the stories tagged `visual-mobile`).
      testIgnore: /stories(?!-mobile)[^/]*\.spec\.ts$/,
      metadata: { viewport: viewports.mobile },
      use: { ...devices['Desktop Chrome'], viewport: viewports.mobile, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'desktop',
      testIgnore: /stories-mobile\.spec\.ts$/,
      // The pages this viewport does not shoot (pages.spec.ts tags them).
      grepInvert: /@not-desktop/,
      metadata: { viewport: viewports.desktop },
      use: { ...devices['Desktop Chrome'], viewport: viewports.desktop, deviceScaleFactor: 1 },
    },
    // Between the phone and the laptop: the header's menu button on a wide page (pages.spec.ts says which pages).
    {
      name: 'tablet',
      testMatch: 'pages.spec.ts',
      grepInvert: /@not-tablet/,
      metadata: { viewport: viewports.tablet },
      use: { ...devices['Desktop Chrome'], viewport: viewports.tablet, deviceScaleFactor: 1 },
    },
  ],
  webServer: [
    {
      // The built site, its pages at `font-display: block` (serve-site.mjs says why).
      command: 'node tests/visual/serve-site.mjs',
      url: `${siteURL}/`,
      // Its own embedded database for the server functions, apart from `npm start` and e2e.
      env: { PORT: String(sitePort), DATA_DIR: `.data/visual-${sitePort}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
      url: `${storybookURL}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
