import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Webinar } from '../../content/types';
import { webinarItem } from '../../site/resources';
import { storyData } from '../../stories/storyData';
import { WebinarList } from './WebinarList';

/** The stories' English data. */
const { content: storyContent, locale: storyLocale } = storyData('en');

const records: Webinar[] = [
  { title: 'Upcoming One', description: 'Soon.', date: '2024-03-15', time: '14:00', status: 'upcoming', alert: 'Registration details for {date} at {time} GMT.' },
  { title: 'Past One', description: 'Done.', date: '2024-02-28', time: '15:00', status: 'completed', alert: 'The recording will open.' },
];
const webinars = records.map((webinar) => webinarItem(webinar, storyContent, storyLocale));

describe('WebinarList', () => {
  it('shows date, time and status, with Register for upcoming and Watch Recording for past events', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(
      <Router hook={memoryLocation({ path: '/resources' }).hook}>
        <WebinarList webinars={webinars} labels={storyContent.resourcesMessages.webinar} registerHref="/contact" />
      </Router>,
    );
    const [upcoming, past] = screen.getAllByRole('listitem');
    expect(upcoming).toHaveTextContent('March 15, 2024, 2:00 PM GMT');
    expect(within(upcoming as HTMLElement).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(upcoming as HTMLElement).queryByRole('button', { name: /Watch Recording/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(past as HTMLElement).getByRole('button', { name: 'Watch Recording: Past One' }));
    expect(alert).toHaveBeenCalledWith('The recording will open.');
    vi.unstubAllGlobals();
  });
});
