import { en } from './content';
import { expect, test } from './fixtures';

// The core tasks with JavaScript off, which is also what a visitor gets when scripts fail
// to arrive on a flaky connection: the pages are complete HTML, and their controls are
// native (a popover menu, <details> questions, download links, a form that posts).
test.use({ javaScriptEnabled: false });

const { messages } = en;

test.describe('without JavaScript', () => {
  test('the phone menu opens and reaches every page of the main navigation', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists on small screens only');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: messages.header.navLabel });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: messages.header.menuOpen }).click();
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(en.navigation.main.map((item) => item.label));
    for (const item of en.navigation.main) await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
    // Escape closes it, natively.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: messages.header.menuOpen }).click();
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.hero.title);
  });

  test('the FAQ answers are in the page, closed, and each question opens and closes', async ({ page }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    const questions = main.locator('details');
    await expect(questions).toHaveCount(en.faq.groups.reduce((count, group) => count + group.items.length, 0));
    for (const group of en.faq.groups) {
      for (const item of group.items) {
        const details = questions.filter({ hasText: item.question });
        await expect(details).not.toHaveAttribute('open');
        await expect(details.getByText(item.answer)).toBeHidden();
      }
    }
    const [first, second] = en.faq.groups;
    const a = first?.items[0];
    const b = second?.items[2];
    if (!a || !b) throw new Error('missing FAQ content');
    await main.getByText(a.question, { exact: true }).click();
    await main.getByText(b.question, { exact: true }).click();
    await expect(main.getByText(a.answer)).toBeVisible();
    await expect(main.getByText(b.answer)).toBeVisible();
    await main.getByText(a.question, { exact: true }).click();
    await expect(main.getByText(a.answer)).toBeHidden();
    await expect(main.getByText(b.answer)).toBeVisible();
    // Questions stay headings under their category.
    await expect(main.getByRole('heading', { level: 3, name: a.question })).toBeAttached();
  });

  test('a guide downloads as a real PDF', async ({ page }) => {
    await page.goto('/resources');
    const guide = en.resources.guides[0];
    if (!guide) throw new Error('missing guide');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `${en.resourcesMessages.download}: ${guide.title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${guide.fileSlug}.pdf`);
  });

  test('an action that alerts first (AMA assessment) still leads to its page', async ({ page }) => {
    await page.goto('/services/ama');
    await page.getByRole('main').getByRole('button', { name: 'Assessment Check' }).click();
    await expect(page).toHaveURL('/contact');
  });
});
