import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContent, storyFor } from '../../stories/siteData';
import { Button } from '../Button';
import { ArticleHeader } from './ArticleHeader';

const article = storyFor('ghana-health-partnership');
const { newsMessages } = storyContent;

const meta = {
  title: 'Components/ArticleHeader',
  component: ArticleHeader,
  parameters: { layout: 'fullscreen', siteLayout: false },
  args: {
    title: article.title,
    excerpt: article.excerpt,
    categoryLabel: article.categoryLabel,
    meta: { byline: article.byline, date: article.date, dateLabel: article.dateLabel, readTime: article.readTime, label: newsMessages.detailsLabel },
    back: { href: '/news', label: newsMessages.backToNews },
    actions: <Button icon="share">Share Article</Button>,
  },
} satisfies Meta<typeof ArticleHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    await expect(canvas.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
  },
};
