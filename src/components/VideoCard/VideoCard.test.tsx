import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { videoLabels } from '../../site/labels';
import { storyData } from '../../stories/storyData';
import { VideoCard, type VideoItem } from './VideoCard';

/** The stories' English data. */
const { content: storyContent } = storyData('en');

const video: VideoItem = {
  title: 'Trademark Clearance',
  description: 'Searching before filing.',
  duration: '18:20',
  categoryLabel: 'Legal',
  transcriptHref: '/resources/transcripts/trademark-clearance.pdf',
  transcriptFileName: 'trademark-clearance.pdf',
};
const labels = videoLabels(storyContent.resourcesMessages);

describe('VideoCard', () => {
  it('links a published video to its watch page in a new tab', () => {
    render(<VideoCard video={{ ...video, youtubeId: 'abc123' }} labels={labels} />);
    const link = screen.getByRole('link', { name: 'Watch video: Trademark Clearance (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('toggles the placeholder playing state when there is no video id', async () => {
    const user = userEvent.setup();
    render(<VideoCard video={video} labels={labels} />);
    const play = screen.getByRole('button', { name: 'Play video: Trademark Clearance' });
    expect(play).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Video Playing')).not.toBeInTheDocument();
    await user.click(play);
    expect(play).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Video PlayingClick to pause2:30 elapsed');
    await user.click(play);
    expect(play).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Video Playing')).not.toBeInTheDocument();
  });

  it('offers the transcript as a PDF download', () => {
    render(<VideoCard video={video} labels={labels} />);
    const link = screen.getByRole('link', { name: 'Transcript PDF: Trademark Clearance' });
    expect(link).toHaveAttribute('href', '/resources/transcripts/trademark-clearance.pdf');
    expect(link).toHaveAttribute('download', 'trademark-clearance.pdf');
  });
});
