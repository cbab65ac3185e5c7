import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { videoLabels } from '../../site/labels';
import { videoItem } from '../../site/resources';
import { storyContent, storyLocale } from '../../stories/siteData';
import { type VideoItem, VideoCard } from './VideoCard';

const videos = storyContent.resources.videos.map((video) => videoItem(video, storyLocale));
const published = videos.find((video) => video.youtubeId) as VideoItem;
const placeholder = videos.find((video) => !video.youtubeId) as VideoItem;

const meta = {
  title: 'Components/VideoCard',
  component: VideoCard,
  args: { video: published, labels: videoLabels(storyContent.resourcesMessages), as: 'article' },
} satisfies Meta<typeof VideoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

export const Placeholder: Story = {
  args: { video: placeholder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Play video/ }));
    await expect(canvas.getByText('Video Playing')).toBeVisible();
    await expect(canvas.getByText('2:30 elapsed')).toBeVisible();
  },
};
