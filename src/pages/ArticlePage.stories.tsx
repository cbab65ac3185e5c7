import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyDataIn } from '../stories/storyData';
import ArticlePage from './ArticlePage';

const meta = {
  title: 'Pages/News/Article',
  component: ArticlePage,
  parameters: { layout: 'fullscreen', route: '/news/waho-certification' },
  args: { path: '/news/waho-certification' },
} satisfies Meta<typeof ArticlePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FeaturedStory: Story = {};

export const WhoGuidelines: Story = {
  parameters: { route: '/news/who-guidelines-update' },
  args: { path: '/news/who-guidelines-update' },
};

export const FixedPageYearEndReview: Story = {
  parameters: { route: '/news/year-end-review' },
  args: { path: '/news/year-end-review' },
};

export const NotFound: Story = {
  parameters: { route: '/news/no-such-article' },
  args: { path: '/news/no-such-article' },
  play: async ({ canvasElement, globals }) => {
    const { content, href } = storyDataIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(content.articleNotFound.heading);
    await expect(canvas.getByRole('link', { name: content.articleNotFound.action.label })).toHaveAttribute('href', href('/news'));
  },
};
