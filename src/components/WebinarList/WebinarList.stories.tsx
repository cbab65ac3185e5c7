import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { webinarItem } from '../../site/resources';
import { storyContent, storyLocale } from '../../stories/siteData';
import { WebinarList } from './WebinarList';

const webinars = storyContent.resources.webinars.map((webinar) => webinarItem(webinar, storyContent, storyLocale));

const meta = {
  title: 'Components/WebinarList',
  component: WebinarList,
  args: { webinars, labels: storyContent.resourcesMessages.webinar, registerHref: '/contact' },
} satisfies Meta<typeof WebinarList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Register' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Watch Recording/ })).toHaveLength(2);
  },
};
