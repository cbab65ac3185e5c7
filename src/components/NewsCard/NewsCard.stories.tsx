import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { newsArticles } from '../../content/en/news/articles';
import { newsPage } from '../../content/en/newsPage';
import type { NewsArticle } from '../../content/types';
import { NewsCard } from './NewsCard';

const featured = newsArticles.find((article) => article.featured) as NewsArticle;
const listed = newsArticles.find((article) => article.slug === 'ghana-health-partnership') as NewsArticle;

const meta = {
  title: 'Components/NewsCard',
  component: NewsCard,
  args: { article: listed, shareable: true },
} satisfies Meta<typeof NewsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shareable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `Read more: ${listed.title}` })).toHaveAttribute('href', `/news/${listed.slug}`);
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) await expect(canvas.getByRole('button', { name: `Share on ${network}` })).toBeEnabled();
  },
};
export const ReadOnly: Story = { args: { shareable: false } };
export const Featured: Story = { args: { article: featured, layout: 'featured', headingLevel: 2, label: newsPage.featuredLabel, shareable: false } };
