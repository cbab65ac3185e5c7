import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { videoLabels } from '../../site/labels';
import { videoItem } from '../../site/resources';
import { localized } from '../../stories/localized';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { type VideoItem, VideoCard } from './VideoCard';

/** The resources page's videos as cards show them: one published on YouTube, one not yet. */
const videosIn = ({ content, locale }: StoryData) => {
  const videos = content.resources.videos.map((video) => videoItem(video, locale));
  return { published: videos.find((video) => video.youtubeId) as VideoItem, placeholder: videos.find((video) => !video.youtubeId) as VideoItem };
};

const meta = {
  title: 'Components/VideoCard',
  component: VideoCard,
  tags: ['autodocs'],
  ...localized((story) => ({ video: videosIn(story).published, labels: videoLabels(story.content.resourcesMessages), as: 'article' as const })),
} satisfies Meta<typeof VideoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

export const Placeholder: Story = {
  ...localized((story) => ({ video: videosIn(story).placeholder })),
  play: async ({ canvasElement, globals }) => {
    const { video } = storyDataIn(globals).content.resourcesMessages;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(video.play) }));
    await expect(canvas.getByText(asRead(video.playing))).toBeVisible();
    await expect(canvas.getByText(asRead(video.elapsed))).toBeVisible();
  },
};
