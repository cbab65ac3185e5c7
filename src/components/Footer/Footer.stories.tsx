import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../content/site';
import { Footer } from './Footer';

const meta = { title: 'Components/Footer', component: Footer, parameters: { layout: 'fullscreen', siteLayout: false } } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(within(canvas.getByRole('navigation', { name: 'Services' })).getAllByRole('link')).toHaveLength(10);
  },
};
