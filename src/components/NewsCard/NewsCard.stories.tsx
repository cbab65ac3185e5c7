import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { newsCardLabels, newsShare, storyContent, storyFor } from '../../stories/siteData';
import { NewsCard } from './NewsCard';

const featured = storyFor('waho-certification');
const listed = storyFor('ghana-health-partnership');

const meta = {
  title: 'Components/NewsCard',
  component: NewsCard,
  args: { story: listed, labels: newsCardLabels, share: newsShare },
} satisfies Meta<typeof NewsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shareable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `Read more: ${listed.title}` })).toHaveAttribute('href', listed.href);
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) await expect(canvas.getByRole('button', { name: `Share on ${network}` })).toBeEnabled();
  },
};
export const ReadOnly: Story = { args: { share: undefined } };
export const Featured: Story = { args: { story: featured, layout: 'featured', headingLevel: 2, label: storyContent.news.page.featuredLabel, share: undefined } };
