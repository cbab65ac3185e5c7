import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyDataIn } from '../stories/storyData';
import ContactPage from './ContactPage';

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen', route: '/contact' },
  args: { path: '/contact' },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { contact } = storyDataIn(globals).content;
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: contact.hero.title })).toBeVisible();
    await expect(main.getByRole('form', { name: contact.form.heading })).toBeVisible();
    await expect(main.getByRole('heading', { name: contact.emergency.heading })).toBeVisible();
  },
};
