import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Button } from '../Button';
import { ArticleHeader } from './ArticleHeader';

const slug = 'ghana-health-partnership';

const meta = {
  title: 'Components/ArticleHeader',
  component: ArticleHeader,
  tags: ['autodocs'],
  ...localized(
    ({ storyFor, content: { newsMessages } }) => {
      const article = storyFor(slug);
      return {
        title: article.title,
        excerpt: article.excerpt,
        categoryLabel: article.categoryLabel,
        meta: { byline: article.byline, date: article.date, dateLabel: article.dateLabel, readTime: article.readTime, label: newsMessages.detailsLabel },
        back: { href: '/news', label: newsMessages.backToNews },
        actions: <Button icon="share">{newsMessages.shareArticle}</Button>,
      };
    },
    { layout: 'fullscreen', siteLayout: false },
  ),
} satisfies Meta<typeof ArticleHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { storyFor, content, href } = storyDataIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(storyFor(slug).title);
    await expect(canvas.getByRole('link', { name: content.newsMessages.backToNews })).toHaveAttribute('href', href('/news'));
  },
};
