import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from './Header';

const meta = { title: 'Components/Header', component: Header, parameters: { layout: 'fullscreen', siteLayout: false, route: '/services/aripo' } } satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServicesActive: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** On small screens the links sit behind the menu button (wide screens show them inline). */
export const MobileMenuOpen: Story = {
  parameters: { route: '/' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).queryByRole('button', { name: 'Open menu' });
    if (!button) return;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
