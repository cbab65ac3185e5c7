import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { ShareArticleButton } from './ShareArticleButton';

const meta = {
  title: 'Components/ShareArticleButton',
  component: ShareArticleButton,
  tags: ['autodocs'],
  ...localized(({ storyFor, content: { newsMessages } }) => {
    const article = storyFor('who-guidelines-update');
    return {
      path: article.href,
      title: article.title,
      text: article.excerpt,
      label: newsMessages.shareArticle,
      copied: newsMessages.linkCopied,
      copyFailed: newsMessages.copyFailed,
    };
  }),
} satisfies Meta<typeof ShareArticleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyDataIn(globals).content.newsMessages.shareArticle })).toBeEnabled();
  },
};
export const OnBrand: Story = { args: { variant: 'primary' } };
