import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { headerArgs } from '../../stories/siteData';
import { Header } from './Header';
import { servicePath } from '../../content/services/manifest';

const meta = { title: 'Components/Header', component: Header, args: headerArgs, parameters: { layout: 'fullscreen', siteLayout: false, route: servicePath('aripo') } } satisfies Meta<typeof Header>;
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
