import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { webinarItem } from '../../site/resources';
import { localized } from '../../stories/localized';
import { stubAlert } from '../../stories/play';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { WebinarList } from './WebinarList';

const webinarsIn = ({ content, locale }: StoryData) => content.resources.webinars.map((webinar) => webinarItem(webinar, content, locale));

const meta = {
  title: 'Components/WebinarList',
  component: WebinarList,
  tags: ['autodocs'],
  ...localized((story) => ({
    webinars: webinarsIn(story),
    labels: story.content.resourcesMessages.webinar,
    registerHref: '/contact',
  })),
} satisfies Meta<typeof WebinarList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { webinar } = storyDataIn(globals).content.resourcesMessages;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: webinar.register })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: (name) => name.startsWith(webinar.watchRecording) })).toHaveLength(2);
  },
};

/**
 * Register (upcoming) and Watch Recording (past) each show their webinar's alert, its date
 * and time in the page's language; Register then goes on to the form (ActionButton.test.tsx).
 */
export const Alerts: Story = {
  beforeEach: stubAlert,
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { webinar: labels } = story.content.resourcesMessages;
    const canvas = within(canvasElement);
    for (const webinar of webinarsIn(story)) {
      const name = webinar.upcoming ? labels.register : `${labels.watchRecording}: ${webinar.title}`;
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(window.alert).toHaveBeenLastCalledWith(webinar.alert);
    }
    await expect(window.alert).toHaveBeenCalledTimes(webinarsIn(story).length);
  },
};
