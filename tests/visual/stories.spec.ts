import { allStories, expectStoryChecks, expectStoryShot, isShot, newStoryPage, storybookLocale, storyTest as test, storyViewport } from './storyShots';
import { expect } from './support';

/**
 * Every story of the built Storybook (storybook-static/index.json), at the desktop viewport:
 * - it renders, and its play function finishes without error;
 * - it passes axe with no serious or critical violation (page stories: those that play to
 *   another state; storyShots.ts says why the others are left to e2e's sweep);
 * - a component story is shot whole once its play function has finished (storyShots.ts); one
 *   tagged `no-visual` is not (for content that cannot be made deterministic), nor are page
 *   stories (Pages/...), which pages.spec.ts shoots from the built site. One tagged
 *   `visual-mobile` is shot at the phone's width too (stories-mobile.spec.ts);
 * - a story that asks for its own viewport (`globals.viewport`) is also checked at that size,
 *   with a real keyboard for its play function, as its canvas in Storybook shows it.
 * With STORYBOOK_LOCALE (`fr`, `pt`), every story is checked in that locale, without shots.
 */
const stories = allStories();
const locale = storybookLocale();

test('the built Storybook lists stories', () => {
  expect(stories.length, 'storybook-static/index.json has no stories: run npm run build-storybook').toBeGreaterThan(0);
});

for (const entry of stories) {
  test(`story ${entry.id}`, async ({ page, storyContext }) => {
    if (locale || !isShot(entry)) return expectStoryChecks(page, entry, { locale });
    await expectStoryShot(page, entry);
    // A story that asks for its own size is checked again at that size, in a page of its own.
    const size = await storyViewport(page, entry.id);
    if (!size) return;
    const checks = await newStoryPage(storyContext);
    try {
      await expectStoryChecks(checks, entry, { size });
    } finally {
      await checks.close();
    }
  });
}
