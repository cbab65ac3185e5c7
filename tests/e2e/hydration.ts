import type { Page } from '@playwright/test';

/** Resolves once React has taken over the prerendered page, so clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/** Answers every request to the outside world locally: the suite never leaves the machine. */
export async function stubExternalSites(page: Page): Promise<void> {
  await page.context().route(/^https:\/\/(www\.)?(facebook|twitter|linkedin|youtube)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}
