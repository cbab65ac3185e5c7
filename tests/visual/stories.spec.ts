import { builtStories, expectStoryShot, storyTest as test } from './storyShots';
import { expect } from './support';

/**
 * Every story of the built Storybook (storybook-static/index.json), screenshotted at the
 * desktop viewport once its play function has finished (storyShots.ts); a story whose play
 * function fails is a failure here too. Component stories are shot whole; page stories
 * (Pages/...) are not (storyShots.ts says why). A story tagged `no-visual` is left out (for content that cannot be made
 * deterministic); one tagged `visual-mobile` is shot at the phone's width too (stories-mobile.spec.ts).
 */
const stories = builtStories();

test('the built Storybook lists stories', () => {
  expect(stories.length, 'storybook-static/index.json has no stories: run npm run build-storybook').toBeGreaterThan(0);
});

for (const { id } of stories) {
  test(`story ${id}`, async ({ page, outsideRequests }) => {
    await expectStoryShot(page, id, outsideRequests);
  });
}
