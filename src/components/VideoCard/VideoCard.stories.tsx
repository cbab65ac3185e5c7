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

/** A published video opens its watch page in a new tab; its transcript is a real download. */
export const Published: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { video } = story.content.resourcesMessages;
    const { published } = videosIn(story);
    const canvas = within(canvasElement);
    const watch = canvas.getByRole('link', { name: `${video.watch}: ${published.title} ${video.newTab}` });
    await expect(watch).toHaveAttribute('href', `https://www.youtube.com/watch?v=${published.youtubeId}`);
    await expect(watch).toHaveAttribute('target', '_blank');
    await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('button', { pressed: false })).not.toBeInTheDocument();
    const transcript = canvas.getByRole('link', { name: `${video.transcript}: ${published.title}` });
    await expect(transcript).toHaveAttribute('download', published.transcriptFileName);
  },
};

/** A video not published yet: its screen toggles a "playing" placeholder, announced, and back. */
export const Placeholder: Story = {
  ...localized((story) => ({ video: videosIn(story).placeholder })),
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { video } = story.content.resourcesMessages;
    const canvas = within(canvasElement);
    const screen = canvas.getByRole('button', { name: `${video.play}: ${videosIn(story).placeholder.title}` });
    const status = canvas.getByRole('status');
    await expect(screen).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen);
    await expect(screen).toHaveAttribute('aria-pressed', 'true');
    for (const text of [video.playing, video.clickToPause, video.elapsed]) await expect(within(status).getByText(asRead(text))).toBeVisible();
    await userEvent.click(screen);
    await expect(screen).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen);
    await expect(canvas.getByText(asRead(video.playing))).toBeVisible();
    await expect(canvas.getByText(asRead(video.elapsed))).toBeVisible();
  },
};
