import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { whatsappShareUrl } from '../../lib/whatsapp';
import { shareNetworks } from '../ShareButtons';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { optionsArgType, variantArgType } from '../../stories/variants';
import { card } from '../MediaCard/MediaCard.css';
import { NewsCard } from './NewsCard';

const listed = 'ghana-health-partnership';

const meta = {
  title: 'Components/NewsCard',
  component: NewsCard,
  tags: ['autodocs'],
  ...localized(({ storyFor, newsCardLabels, newsShare }) => ({ story: storyFor(listed), labels: newsCardLabels, share: newsShare })),
  // MediaCard's, which react-docgen reads here as `MediaCardProps['as']` and `['layout']`.
  argTypes: { as: optionsArgType(['article', 'li', 'div']), layout: variantArgType(card, 'layout') },
} satisfies Meta<typeof NewsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shareable: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvasElement, globals }) => {
    const { storyFor, href, content } = storyDataIn(globals);
    const story = storyFor(listed);
    const { share, readMore } = content.newsMessages;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `${readMore}: ${story.title}` })).toHaveAttribute('href', href(story.href));
    for (const network of shareNetworks) {
      await expect(canvas.getByRole('button', { name: formatMessage(share.onNetwork, { network: share.networks[network] }) })).toBeEnabled();
    }
    // WhatsApp's, a plain link to a chat the reader picks, with the title and the public address.
    const whatsapp = canvas.getByRole('link', { name: `${formatMessage(share.onNetwork, { network: share.networks.whatsapp })} ${content.messages.opensInNewTab}` });
    await expect(whatsapp).toHaveAttribute('href', whatsappShareUrl(story.title, story.url));
  },
};
export const ReadOnly: Story = { args: { share: undefined } };
export const Featured: Story = {
  ...localized(({ storyFor, content }) => ({
    story: storyFor('waho-certification'),
    layout: 'featured' as const,
    headingLevel: 2 as const,
    label: content.news.page.featuredLabel,
    share: undefined,
  })),
  tags: ['visual-mobile'],
};
