import type { Meta, StoryObj } from '@storybook/react-vite';
import { newsArticles } from '../../content/en/news/articles';
import { articleBodies } from '../../content/en/news/bodies';
import type { NewsArticle } from '../../content/types';
import { ArticleBody } from './ArticleBody';

const article = newsArticles[0] as NewsArticle;

const meta = {
  title: 'Components/ArticleBody',
  component: ArticleBody,
  args: { image: article.image, blocks: articleBodies['waho-certification'] },
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const TextOnly: Story = { args: { image: undefined } };
