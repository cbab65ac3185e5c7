import { builtStories, expectStoryShot, storyTest as test } from './storyShots';
import { expect } from './support';

/**
 * The component stories tagged `visual-mobile`, shot whole at the phone's viewport (the
 * `mobile` project, 390 × 844): the components whose layout changes with the width (the
 * header and its menu, cards, the news card, forms, the footer, the split layout). Their
 * desktop shots are stories.spec.ts's; the baselines are `stories/<id>-mobile.png`.
 */
const stories = builtStories().filter((story) => story.tags?.includes('visual-mobile'));

test('the built Storybook tags stories for the phone', () => {
  expect(stories.length, 'no story of storybook-static/index.json is tagged visual-mobile: run npm run build-storybook').toBeGreaterThan(0);
});

for (const { id } of stories) {
  test(`story ${id} on a phone`, async ({ page, outsideRequests }) => {
    await expectStoryShot(page, id, outsideRequests);
  });
}
