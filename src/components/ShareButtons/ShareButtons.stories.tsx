import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { ShareButtons } from './ShareButtons';
import { SHARE_WINDOW_FEATURES, shareNetworks, shareUrl } from './shareWindow';

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

/**
 * Each network's share page opens in a window of its own, with the page's real address in the
 * story's language (its locale prefix) and, for Twitter, the title and excerpt.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { share } = story.content.newsMessages;
    const article = story.content.news.articles[3];
    const address = new URL(story.href(`/news/${article?.slug}`), window.location.href).toString();
    const tweet = formatMessage(share.tweetText, { title: article?.title ?? '', excerpt: article?.excerpt ?? '' });
    const group = within(within(canvasElement).getByRole('group', { name: formatMessage(share.groupLabel, { title: article?.title ?? '' }) }));
    const open = fn();
    const original = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      for (const network of shareNetworks) {
        await userEvent.click(group.getByRole('button', { name: formatMessage(share.onNetwork, { network: share.networks[network] }) }));
        await expect(open).toHaveBeenLastCalledWith(shareUrl(network, address, tweet), '_blank', SHARE_WINDOW_FEATURES);
      }
      await expect(open.mock.lastCall?.[0]).toContain('linkedin.com/sharing/share-offsite/?url=');
      await expect(open).toHaveBeenCalledTimes(shareNetworks.length);
    } finally {
      window.open = original;
    }
  },
};
