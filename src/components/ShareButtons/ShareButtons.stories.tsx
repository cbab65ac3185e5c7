import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { ShareButtons } from './ShareButtons';

const meta = {
  title: 'Components/ShareButtons',
  component: ShareButtons,
  tags: ['autodocs'],
  ...localized(({ content: { news, newsMessages } }) => {
    const article = news.articles[3];
    return { path: `/news/${article?.slug}`, title: article?.title ?? '', excerpt: article?.excerpt ?? '', labels: newsMessages.share };
  }),
} satisfies Meta<typeof ShareButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { share } = storyDataIn(globals).content.newsMessages;
    const open = fn();
    const original = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: formatMessage(share.onNetwork, { network: share.networks.linkedin }) }));
      await expect(open).toHaveBeenCalledWith(expect.stringContaining('linkedin.com/sharing/share-offsite/?url='), '_blank', expect.any(String));
    } finally {
      window.open = original;
    }
  },
};
