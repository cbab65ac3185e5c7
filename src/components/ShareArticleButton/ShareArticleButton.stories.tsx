import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContent } from '../../stories/siteData';
import { ShareArticleButton } from './ShareArticleButton';

const { newsMessages } = storyContent;

const meta = {
  title: 'Components/ShareArticleButton',
  component: ShareArticleButton,
  args: {
    path: '/news/who-guidelines-update',
    title: 'WHO Malaria Guidelines: What the Latest Updates Mean in Practice',
    text: 'Recent updates to the WHO Guidelines for malaria have practical consequences for programmes and suppliers.',
    label: newsMessages.shareArticle,
    copied: newsMessages.linkCopied,
    copyFailed: newsMessages.copyFailed,
  },
} satisfies Meta<typeof ShareArticleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Share Article' })).toBeEnabled();
  },
};
export const OnBrand: Story = { args: { variant: 'primary' } };
