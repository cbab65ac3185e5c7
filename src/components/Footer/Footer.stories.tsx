import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../content/site';
import { siteFooterProps } from '../../site/SiteFooter';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Footer } from './Footer';

// The footer as the site fills it (its columns come from the services manifest and the navigation).
const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  ...localized(({ content, locale }) => siteFooterProps(content, locale, '/'), { layout: 'fullscreen', siteLayout: false }),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { footer } = storyDataIn(globals).content.messages;
    await expect(canvas.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(within(canvas.getByRole('navigation', { name: footer.servicesHeading })).getAllByRole('link')).toHaveLength(10);
  },
};
