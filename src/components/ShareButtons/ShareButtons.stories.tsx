import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyContent } from '../../stories/siteData';
import { ShareButtons } from './ShareButtons';

const article = storyContent.news.articles[3];

const meta = {
  title: 'Components/ShareButtons',
  component: ShareButtons,
  args: { path: `/news/${article?.slug}`, title: article?.title ?? '', excerpt: article?.excerpt ?? '', labels: storyContent.newsMessages.share },
} satisfies Meta<typeof ShareButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const open = fn();
    const original = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share on LinkedIn' }));
      await expect(open).toHaveBeenCalledWith(expect.stringContaining('linkedin.com/sharing/share-offsite/?url='), '_blank', expect.any(String));
    } finally {
      window.open = original;
    }
  },
};
