import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { newsArticles } from '../../content/en/news/articles';
import type { NewsArticle } from '../../content/types';
import { Button } from '../Button';
import { ArticleHeader } from './ArticleHeader';

const article = newsArticles[1] as NewsArticle;

const meta = {
  title: 'Components/ArticleHeader',
  component: ArticleHeader,
  parameters: { layout: 'fullscreen', siteLayout: false },
  args: { article, actions: <Button icon="share">Share Article</Button> },
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
