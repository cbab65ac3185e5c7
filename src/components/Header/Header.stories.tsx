import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { servicePath } from '../../content/services/manifest';
import { paths } from '../../routes/paths';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Header } from './Header';

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['autodocs'],
  ...localized(({ headerArgs }) => headerArgs, { layout: 'fullscreen', siteLayout: false, route: servicePath('aripo') }),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServicesActive: Story = {
  play: async ({ canvasElement, globals }) => {
    const { messages, navigation } = storyDataIn(globals).content;
    const label = (href: string) => navigation.main.find((item) => item.href === href)?.label;
    const nav = within(canvasElement).getByRole('navigation', { name: messages.header.navLabel });
    await expect(within(nav).getByRole('link', { name: label(paths.services) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: label(paths.home) })).not.toHaveAttribute('aria-current');
  },
};

/** On small screens the links sit behind the menu button (wide screens show them inline). */
export const MobileMenuOpen: Story = {
  parameters: { route: '/' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).queryByRole('button', { name: storyDataIn(globals).content.messages.header.menuOpen });
    if (!button) return;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
