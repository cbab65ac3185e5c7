import { expect, expectAria, pagesToShoot, settle, test } from './support';

/**
 * Every page of the route list (a page is picked up as soon as its route is marked
 * built), at each viewport project:
 * - a full-page screenshot guards the layout. The footer is the same on every page, so
 *   it is in the home page's shot only; the other shots stop where the footer starts
 *   (the space above it included);
 * - on desktop, an ARIA snapshot of <main> guards the copy and structure (it is the same
 *   at every width; the screenshots cover what differs).
 * Header and footer ARIA snapshots are taken once per viewport.
 */
for (const { path, slug } of pagesToShoot()) {
  test(`page ${path}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await settle(page);
    if (testInfo.project.name === 'desktop') await expectAria(page.getByRole('main'), `${slug}-main`);
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
    const width = page.viewportSize()?.width ?? 0;
    const clip = path === '/' ? undefined : { x: 0, y: 0, width, height: Math.ceil(footerTop) };
    await expect(page).toHaveScreenshot(['pages', `${slug}.png`], { fullPage: true, clip });
  });
}

test('header and footer', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  await expectAria(page.getByRole('banner'), 'header');
  await expectAria(page.getByRole('contentinfo'), 'footer');
  // The active navigation item (aria-current) on another page.
  await page.goto('/about');
  await settle(page);
  await expectAria(page.getByRole('banner'), 'header-about');
});
