import AxeBuilder from '@axe-core/playwright';
import { routes } from '../../src/routes/routes';
import { expect, test } from './fixtures';

// The axe sweep: every route of the route list, plus the 404 page, at both viewports.
// Any violation of serious or critical impact fails (WCAG 2.2 AA rule set).
const paths = [...routes.map((route) => route.path), '/no-such-page'];

test.describe('axe sweep', () => {
  test.use({ allowedConsoleErrors: [/404 Error: User attempted to access non-existent route/, /Failed to load resource.*404/] });

  for (const path of paths) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      const report = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
      expect(report, `axe violations on ${path}`).toEqual([]);
    });
  }
});

test.describe('document structure', () => {
  for (const path of paths) {
    test(`${path}: one h1, headings in order, landmarks`, async ({ page }) => {
      await page.goto(path);
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
        headings.filter((heading) => heading.getClientRects().length > 0 || heading.closest('[hidden]') === null).map((heading) => Number(heading.tagName[1])),
      );
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (let index = 1; index < levels.length; index += 1) {
        const previous = levels[index - 1] ?? 1;
        const current = levels[index] ?? 1;
        expect(current - previous, `heading level jumps from h${previous} to h${current} on ${path}`).toBeLessThanOrEqual(1);
      }
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

test.describe('targets and focus', () => {
  test('interactive elements are at least 24x24 CSS px', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const small = await page.locator('a[href], button, input, select, textarea').evaluateAll((elements) =>
        elements
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) return false;
            // Links inside running text are exempt (WCAG 2.5.8 inline exception).
            if (element.tagName === 'A' && element.closest('p') && !element.closest('nav')) return false;
            return box.width < 24 || box.height < 24;
          })
          .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`),
      );
      expect(small, `small targets on ${path}`).toEqual([]);
    }
  });

  test('focus is visible on links and buttons', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test('reduced motion switches transitions off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // A hero button: visible at every width and animated on hover otherwise.
    const duration = await page
      .getByRole('main')
      .getByRole('link')
      .first()
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration.split(',').every((value) => Number.parseFloat(value) <= 0.0001)).toBe(true);
  });
});
