import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Resources & Downloads');
    await expect(canvas.getAllByRole('link', { name: /^Download: / })).toHaveLength(6);
  },
};
