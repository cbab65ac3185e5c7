import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { ArticleBody } from './ArticleBody';

const meta = {
  title: 'Components/ArticleBody',
  component: ArticleBody,
  tags: ['autodocs'],
  ...localized(({ content: { news } }) => ({ image: news.articles[0]?.image, blocks: news.bodies['waho-certification'] })),
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const TextOnly: Story = { args: { image: undefined } };
