import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type DetailServiceId, servicePath } from '../../../content/services/manifest';
import { storyDataIn } from '../../../stories/storyData';
import ServiceDetailPage from '../../ServiceDetailPage';

export type ServiceDetailMeta = Meta<typeof ServiceDetailPage>;
export type ServiceDetailStory = StoryObj<typeof ServiceDetailPage>;

/**
 * The shared part of the ten service detail stories (one file each, since a story file
 * has one title and Storybook reads titles statically). The play function checks the
 * page's h1, its section headings and its spec-named buttons.
 */
export function serviceDetailStory(id: DetailServiceId) {
  const path = servicePath(id);
  return {
    component: ServiceDetailPage,
    parameters: { layout: 'fullscreen', route: path },
    args: { path },
    play: async ({ canvasElement, globals }) => {
      const detail = storyDataIn(globals).content.services[id];
      const main = within(within(canvasElement).getByRole('main'));
      await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(detail.hero.title);
      for (const section of detail.sections) {
        await expect(main.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      }
      for (const action of [...detail.hero.actions, ...detail.cta.actions]) {
        await expect(main.getAllByRole(action.alert ? 'button' : 'link', { name: action.label }).length).toBeGreaterThan(0);
      }
    },
  } satisfies Omit<ServiceDetailMeta, 'title'>;
}
