import type { Page, Route } from '@playwright/test';

/**
 * Answers a server function's calls from the page with `answer` (page.route), and records the
 * JSON bodies the page sent: what the function would have received.
 */
export async function stubFunction(page: Page, name: string, answer: (route: Route) => Promise<void>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(`**/functions/v1/${name}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer(route);
  });
  return bodies;
}
