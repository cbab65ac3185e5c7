import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { videos } from '../../content/en/resources';
import type { TrainingVideo } from '../../content/types';
import { VideoCard } from './VideoCard';

const published = videos.find((video) => video.youtubeId) as TrainingVideo;
const placeholder = videos.find((video) => !video.youtubeId) as TrainingVideo;

const meta = {
  title: 'Components/VideoCard',
  component: VideoCard,
  args: { video: published, as: 'article' },
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
