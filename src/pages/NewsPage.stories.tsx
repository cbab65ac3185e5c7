import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyDataIn } from '../stories/storyData';
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
  play: async ({ canvasElement, globals }) => {
    const { categories, readMore } = storyDataIn(globals).content.newsMessages;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: categories.business }));
    await expect(canvas.getByRole('button', { name: categories.business })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('link', { name: (name) => name.startsWith(`${readMore}: `) })).toHaveLength(3);
  },
};
