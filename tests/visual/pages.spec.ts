import { defaultLocale, locales } from '../../src/i18n/locales';
import { localePath } from '../../src/i18n/localePaths';
import { baselinePrefix, expect, expectAria, type PageShot, pagesToShoot, settle, test } from './support';

/**
 * Every page of the route list in every locale (a page is picked up as soon as its route
 * is marked built). Which viewport shoots which page, and why (docs/visual-review.md, "What it guards"):
 * - mobile (390 px): every page in every locale. French and Portuguese run about 20%
 *   longer than English, and a phone is where a longer word or label overflows;
 * - desktop (1280 px): every English page, and one page per template in French and
 *   Portuguese (the full navigation, which French only just fits, and the wide grids);
 * - tablet (1024 px): one page per template in every locale: the header's menu button on a
 *   wide page, where the English header once broke.
 * A full-page screenshot guards the layout. The footer is the same on every page, so it is
 * in each locale's home page shot only; the other shots stop where the footer starts.
 * An ARIA snapshot of <main> guards the copy and structure, once per page and locale (it is
 * the same at every width): on desktop in English, on mobile in French and Portuguese (the
 * viewport that loads every one of their pages).
 */
const shootsPage = (project: string, { locale, templateSample }: PageShot) =>
  project === 'mobile' || templateSample || (project === 'desktop' && locale === defaultLocale);
const takesAria = (project: string, { locale }: PageShot) => project === (locale === defaultLocale ? 'desktop' : 'mobile');

/**
 * A page's tags name the projects that do not shoot it; those projects leave such tests out
 * by their `grepInvert` (playwright.visual.config.ts) before anything starts, where a skip
 * inside the test would first open a context and route its requests (about 30 s a run).
 */
const notShotBy = (shot: PageShot) => ['desktop', 'tablet'].filter((project) => !shootsPage(project, shot)).map((project) => `@not-${project}`);

for (const shot of pagesToShoot()) {
  test(`page ${shot.path}`, { tag: notShotBy(shot) }, async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    test.skip(!shootsPage(project, shot), 'one page per template at this viewport');
    await page.goto(shot.path);
    await settle(page);
    if (takesAria(project, shot)) await expectAria(page.getByRole('main'), `${shot.slug}-main`);
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
    const width = page.viewportSize()?.width ?? 0;
    const clip = shot.path === localePath(shot.locale, '/') ? undefined : { x: 0, y: 0, width, height: Math.ceil(footerTop) };
    await expect(page).toHaveScreenshot(['pages', `${shot.slug}.png`], { fullPage: true, clip });
  });
}

for (const locale of locales) {
  const prefix = baselinePrefix(locale);
  test(`header and footer ${locale}`, async ({ page }) => {
    await page.goto(localePath(locale, '/'));
    await settle(page);
    await expectAria(page.getByRole('banner'), `${prefix}header`);
    await expectAria(page.getByRole('contentinfo'), `${prefix}footer`);
    // The active navigation item (aria-current) on another page.
    await page.goto(localePath(locale, '/about'));
    await settle(page);
    await expectAria(page.getByRole('banner'), `${prefix}header-about`);
  });
}
