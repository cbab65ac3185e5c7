import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyDataIn } from '../stories/storyData';
import ResourcesPage from './ResourcesPage';

const meta = {
  title: 'Pages/Resources',
  component: ResourcesPage,
  parameters: { layout: 'fullscreen', route: '/resources' },
  args: { path: '/resources' },
} satisfies Meta<typeof ResourcesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { resources, resourcesMessages } = storyDataIn(globals).content;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(resources.page.hero.title);
    await expect(canvas.getAllByRole('link', { name: (name) => name.startsWith(`${resourcesMessages.download}: `) })).toHaveLength(6);
  },
};
