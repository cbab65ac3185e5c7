import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyData } from '../../stories/storyData';
import { getToasts } from '../Toast/toastStore';
import { ShareArticleButton } from './ShareArticleButton';

/** The stories' English data. */
const { content: storyContent } = storyData('en');

const { newsMessages } = storyContent;
const props = { path: '/news/q4-results', title: 'Q4', text: 'Summary', label: newsMessages.shareArticle, copied: newsMessages.linkCopied, copyFailed: newsMessages.copyFailed };
const url = `${window.location.origin}/news/q4-results`;

function setNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

describe('ShareArticleButton', () => {
  afterEach(() => {
    setNavigator('share', undefined);
  });

  it('uses the native share sheet when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    render(<ShareArticleButton {...props} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share Article' }));
    expect(share).toHaveBeenCalledWith({ title: 'Q4', text: 'Summary', url });
  });

  it('copies the link and confirms it where there is no share sheet', async () => {
    const user = userEvent.setup();
    setNavigator('share', undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    render(<ShareArticleButton {...props} />);
    await user.click(screen.getByRole('button', { name: 'Share Article' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Link copied'));
  });

  it('shows the link when copying is refused', async () => {
    const user = userEvent.setup();
    setNavigator('share', undefined);
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    render(<ShareArticleButton {...props} />);
    await user.click(screen.getByRole('button', { name: 'Share Article' }));
    await waitFor(() => expect(getToasts()[0]?.description).toContain(url));
    expect(getToasts().map((item) => item.title)).toEqual([newsMessages.copyFailed.title]);
  });

  it('says the link is copied in the tap itself, without waiting for the clipboard', async () => {
    const user = userEvent.setup();
    setNavigator('share', undefined);
    setNavigator('clipboard', { writeText: () => new Promise(() => undefined) });
    render(<ShareArticleButton {...props} />);
    await user.click(screen.getByRole('button', { name: 'Share Article' }));
    expect(getToasts()[0]?.title).toBe('Link copied');
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const user = userEvent.setup();
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn();
    setNavigator('clipboard', { writeText });
    render(<ShareArticleButton {...props} />);
    await user.click(screen.getByRole('button', { name: 'Share Article' }));
    expect(writeText).not.toHaveBeenCalled();
  });
});
