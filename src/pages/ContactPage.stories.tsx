import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Send us a Message' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Emergency Support' })).toBeVisible();
  },
};
