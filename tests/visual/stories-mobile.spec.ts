import { expectStoryShot, shotStories, storybookLocale, storyTest as test } from './storyShots';
import { expect } from './support';

/**
 * The component stories tagged `visual-mobile`, shot whole at the phone's viewport (the
 * `mobile` project, 390 × 844), then axe on the same state: the components whose layout
 * changes with the width (the header and its menu, cards, the news card, forms, the footer,
 * the split layout). Their desktop shots are stories.spec.ts's; the baselines are
 * `stories/<id>-mobile.png`. Not with STORYBOOK_LOCALE (the baselines are English).
 */
const stories = storybookLocale() ? [] : shotStories().filter((story) => story.tags?.includes('visual-mobile'));

test('the built Storybook tags stories for the phone', () => {
  test.skip(Boolean(storybookLocale()), 'STORYBOOK_LOCALE: no shots');
  expect(stories.length, 'no story of storybook-static/index.json is tagged visual-mobile: run npm run build-storybook').toBeGreaterThan(0);
});

for (const entry of stories) {
  test(`story ${entry.id} on a phone`, async ({ page }) => {
    await expectStoryShot(page, entry);
  });
}
