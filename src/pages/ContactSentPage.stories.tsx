import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../routes/paths';
import { storyDataIn } from '../stories/storyData';
import ContactSentPage from './ContactSentPage';

// Reached only by sending the contact form without script (the contact function's 303 answer).
const meta = {
  title: 'Pages/Contact sent',
  component: ContactSentPage,
  parameters: { layout: 'fullscreen', route: paths.contactSent },
  args: { path: paths.contactSent },
} satisfies Meta<typeof ContactSentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { sent } = storyDataIn(globals).content.contact;
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: sent.hero.title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: sent.next.heading })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: sent.reach.heading })).toBeVisible();
  },
};
