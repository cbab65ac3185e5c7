import type { Page } from '@playwright/test';
import { faqGroups, faqPage } from '../../src/content/en/faq';
import { site } from '../../src/content/site';
import { expect, test } from './fixtures';
import { hydrateAllIslands, waitForHydration } from './hydration';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

async function open(page: Page) {
  await page.goto('/faq');
  await waitForHydration(page);
}

test.describe('FAQ page', () => {
  test('is prerendered with its title, one h1 and every question, answers included for search engines', async ({ request }) => {
    const response = await request.get('/faq');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(faqPage.meta.title)}</title>`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('"@type":"FAQPage"');
    for (const group of faqGroups) {
      expect(html).toContain(escapeHtml(group.category));
      for (const item of group.items) {
        expect(html).toContain(escapeHtml(item.question));
        expect(html).toContain(JSON.stringify(item.answer).slice(1, -1).replace(/</g, '\\u003c'));
      }
    }
  });

  test('has the hero and the contact links: support, call, consultation, e-mail', async ({ page, consoleErrors }) => {
    await open(page);
    await expect(page).toHaveTitle(faqPage.meta.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: faqPage.callLabel })).toHaveAttribute('href', site.phoneHref);
    await expect(main.getByRole('link', { name: faqPage.emailLabel })).toHaveAttribute('href', `mailto:${site.email}`);
    await main.getByRole('link', { name: 'Schedule a Consultation' }).click();
    await expect(page).toHaveURL('/contact');
    await page.goBack();
    await expect(page).toHaveURL('/faq');
    await page.getByRole('main').getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL('/contact');
    expect(consoleErrors).toEqual([]);
  });

  test('lists five categories of three questions, all closed, as h3 under h2', async ({ page, consoleErrors }) => {
    await open(page);
    // The accordion's structure; until then each question is a native <details> (without-javascript.spec.ts).
    await hydrateAllIslands(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).filter({ hasText: /./ })).toContainText([
      'General Services',
      'Malaria Drug Sales',
      'Trademark Registration',
      'Regulatory Compliance',
      'Pricing & Contracts',
    ]);
    for (const group of faqGroups) {
      const region = main.getByRole('region', { name: group.category, exact: true });
      const questions = region.getByRole('heading', { level: 3 }).getByRole('button');
      await expect(questions).toHaveCount(3);
      await expect(questions).toHaveText(group.items.map((item) => item.question));
      for (const button of await questions.all()) await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('each question opens and closes on its own, within and across categories', async ({ page, consoleErrors }) => {
    await open(page);
    const main = page.getByRole('main');
    const button = (question: string) => main.getByRole('button', { name: question, exact: true });
    const [first, second] = faqGroups;
    const a = first?.items[0];
    const b = first?.items[2];
    const c = second?.items[1];
    if (!a || !b || !c) throw new Error('missing FAQ content');

    await button(a.question).click();
    await button(b.question).click();
    await button(c.question).click();
    for (const item of [a, b, c]) {
      await expect(button(item.question)).toHaveAttribute('aria-expanded', 'true');
      await expect(main.getByText(item.answer)).toBeVisible();
    }
    await expect(button(first?.items[1]?.question ?? '')).toHaveAttribute('aria-expanded', 'false');

    await button(a.question).click();
    await expect(button(a.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText(a.answer)).toBeHidden();
    await expect(button(b.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(button(c.question)).toHaveAttribute('aria-expanded', 'true');

    // Keyboard: Enter toggles the focused question.
    await button(c.question).focus();
    await page.keyboard.press('Enter');
    await expect(button(c.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(button(b.question)).toHaveAttribute('aria-expanded', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('every answer of every category can be read', async ({ page, consoleErrors }) => {
    await open(page);
    const main = page.getByRole('main');
    for (const group of faqGroups) {
      for (const item of group.items) {
        await main.getByRole('button', { name: item.question, exact: true }).click();
        await expect(main.getByText(item.answer)).toBeVisible();
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});
