import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyData } from '../../stories/storyData';
import { ShareButtons } from './ShareButtons';
import { SHARE_WINDOW_FEATURES } from './shareWindow';

/** The stories' English data. */
const { content: storyContent } = storyData('en');

const labels = storyContent.newsMessages.share;

describe('ShareButtons', () => {
  it('opens each network in a new window with the encoded article address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<ShareButtons path="/news/q4-results" title="Q4 & more" excerpt="A good quarter." labels={labels} />);
    const url = encodeURIComponent(`${window.location.origin}/news/q4-results`);

    await user.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenLastCalledWith(`https://www.facebook.com/sharer/sharer.php?u=${url}`, '_blank', SHARE_WINDOW_FEATURES);

    await user.click(screen.getByRole('button', { name: 'Share on Twitter' }));
    expect(open).toHaveBeenLastCalledWith(
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent('Q4 & more: A good quarter.')}`,
      '_blank',
      SHARE_WINDOW_FEATURES,
    );

    await user.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));
    expect(open).toHaveBeenLastCalledWith(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`, '_blank', SHARE_WINDOW_FEATURES);
  });

  it('groups the buttons under the article title', () => {
    render(<ShareButtons path="/news/a" title="Alpha" excerpt="x" labels={labels} />);
    expect(screen.getByRole('group', { name: 'Share or download: Alpha' })).toBeInTheDocument();
  });
});
