import { contentFor } from '../../src/content';
import { defaultLocale, locales } from '../../src/i18n/locales';
import { localePath } from '../../src/i18n/localePaths';
import { baselinePrefix, expect, expectAria, hasRoute, settle, test, unstickHeader } from './support';

/**
 * Interactive states that change the layout or show words no page shows until a tap. Each
 * test skips itself while its page is not in the route list yet, so the suite grows as
 * pages land. The menu, the contact form's errors and the FAQ's answers are taken in every
 * locale: their words are longer in French and Portuguese, and the answers are in no
 * page snapshot while closed.
 */

for (const locale of locales) {
  const { messages, contact } = contentFor(locale);
  const prefix = baselinePrefix(locale);
  const at = (path: string) => localePath(locale, path);

  test(`mobile menu open ${locale}`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists on small screens only');
    await page.goto(at('/'));
    await settle(page);
    await page.getByRole('button', { name: messages.header.menuOpen }).click();
    await expect(page.getByRole('navigation', { name: messages.header.navLabel })).toBeVisible();
    // The native popover shows the menu at the tap; the button's name and state follow a moment
    // later (the popover's toggle event). Shooting in between recorded "Open menu" once.
    await expect(page.getByRole('button', { name: messages.header.menuClose })).toHaveAttribute('aria-expanded', 'true');
    await expectAria(page.getByRole('banner'), `${prefix}state-menu-open`);
    await expect(page).toHaveScreenshot(['states', `${prefix}menu-open.png`]);
  });

  test(`contact form with validation errors, and its toast ${locale}`, async ({ page }) => {
    test.skip(!hasRoute('/contact'), 'the contact page is not built yet');
    await page.goto(at('/contact'));
    await settle(page);
    const form = page.getByRole('form', { name: contact.form.heading });
    await form.getByRole('button', { name: contact.form.submit }).click();
    const toast = page.getByRole('listitem').filter({ hasText: contact.form.toasts.validation.title });
    await expect(toast).toBeVisible();
    // Radix pauses the toast's 5 s timer while a pointer moves over it.
    await toast.dispatchEvent('pointermove');
    await expect(form.getByRole('textbox', { name: contact.form.fields.firstName.label })).toBeFocused();
    await expectAria(form, `${prefix}state-contact-errors`);
    await expect(page).toHaveScreenshot(['states', `${prefix}toast.png`]);
    await toast.evaluate((element) => {
      element.style.visibility = 'hidden';
    });
    await unstickHeader(page);
    await expect(form).toHaveScreenshot(['states', `${prefix}contact-errors.png`]);
  });

  test(`FAQ item open ${locale}`, async ({ page }) => {
    test.skip(!hasRoute('/faq'), 'the FAQ page is not built yet');
    await page.goto(at('/faq'));
    await settle(page);
    const main = page.getByRole('main');
    const first = main.locator('button[aria-expanded]').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(0, 0);
    await unstickHeader(page);
    if (locale === defaultLocale) await expect(first.locator('xpath=ancestor::section[1]')).toHaveScreenshot(['states', 'faq-item-open.png']);
    // Every answer open: the closed panels are out of the accessibility tree, so this
    // snapshot is what guards the answers' copy.
    const closed = main.getByRole('button', { expanded: false });
    while ((await closed.count()) > 0) await closed.first().click();
    await expectAria(main, `${prefix}state-faq-all-open`);
  });
}

test('news filter applied', async ({ page }) => {
  test.skip(!hasRoute('/news'), 'the news page is not built yet');
  const newsPage = contentFor(defaultLocale).news.page;
  await page.goto('/news');
  await settle(page);
  const filter = page.getByRole('group', { name: newsPage.filterLabel });
  const category = filter.getByRole('button').nth(1);
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  const section = filter.locator('xpath=ancestor::section[1]');
  await settle(page);
  await unstickHeader(page);
  await expectAria(section, 'state-news-filtered');
  await expect(section).toHaveScreenshot(['states', 'news-filtered.png']);
});
