import { catalogHref } from '../../src/lib/downloads';
import { en } from './content';
import { expect, fullBrowser, test } from './fixtures';

/**
 * The malaria medicines catalogue opens in the browser's PDF viewer, in a new tab (the rest of
 * the page: services.spec.ts). In the full browser: the headless shell has no PDF viewer, and
 * the new tab would download the file instead.
 */
test.use(fullBrowser);

const { catalog } = en.malariaDrugs;
const catalogUrl = catalogHref(catalog.fileSlug);

test('View Catalog opens the PDF in a new tab', async ({ page, request }) => {
  await page.goto('/services/malaria-drugs');
  const view = page.getByRole('main').getByRole('link', { name: catalog.viewLabel });
  await expect(view).toHaveAttribute('href', '/catalog/malaria-medicines-catalog.pdf');
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('rel', /noopener/);
  const pdf = await request.get(catalogUrl);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(pdf.headers()['content-disposition'] ?? '').not.toContain('attachment');
  const popup = page.waitForEvent('popup');
  await view.click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain(catalogUrl);
  await tab.close();
});
