import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import NewsPage from './NewsPage';

const meta = {
  title: 'Pages/News',
  component: NewsPage,
  parameters: { layout: 'fullscreen', route: '/news' },
  args: { path: '/news' },
} satisfies Meta<typeof NewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FilteredToBusiness: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Business' }));
    await expect(canvas.getByRole('button', { name: 'Business' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('link', { name: /^Read more: / })).toHaveLength(3);
  },
};
