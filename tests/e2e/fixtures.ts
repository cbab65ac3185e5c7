import { test as base, expect } from '@playwright/test';

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
