import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { webinarItem } from '../../site/resources';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { WebinarList } from './WebinarList';

const meta = {
  title: 'Components/WebinarList',
  component: WebinarList,
  tags: ['autodocs'],
  ...localized(({ content, locale }) => ({
    webinars: content.resources.webinars.map((webinar) => webinarItem(webinar, content, locale)),
    labels: content.resourcesMessages.webinar,
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
