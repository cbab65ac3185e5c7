import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleMeta } from './ArticleMeta';

const meta = {
  title: 'Components/ArticleMeta',
  component: ArticleMeta,
  args: { byline: 'By Dr. Ama Mensah', date: '2024-03-12', dateLabel: 'March 12, 2024', readTime: '6 min read', label: 'Article details' },
} satisfies Meta<typeof ArticleMeta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('March 12, 2024')).toHaveAttribute('datetime', '2024-03-12');
  },
};
