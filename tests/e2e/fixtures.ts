import { test as base, expect } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * `test.use(fullBrowser)`: this spec runs in the full Chromium, not in the headless shell the
 * rest of e2e uses (scripts/chromium.mjs). For what only the full browser answers as a
 * visitor's does: text metrics and so layout widths, a page that never saw a pointer, the
 * PDF viewer of a new tab.
 */
export const fullBrowser = { launchOptions: { executablePath: chromiumPath() ?? undefined, args: chromiumArgs } };

/**
 * Every page test fails on a console error or an uncaught exception, which is how a
 * hydration mismatch or a broken script shows itself. Tests that expect an error
 * (the 404 page logs the missing path) list it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors or warnings').toEqual([]);
  },
});

export { expect };
