import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overviewServices, servicePath } from '../content/services/manifest';
import { storyDataIn } from '../stories/storyData';
import ServicesPage from './ServicesPage';

const meta = {
  title: 'Pages/Services/Overview',
  component: ServicesPage,
  parameters: { layout: 'fullscreen', route: '/services' },
  args: { path: '/services' },
} satisfies Meta<typeof ServicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement, globals }) => {
    const { content, href } = storyDataIn(globals);
    const { servicesOverview } = content;
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const regulatory = within(main.getByRole('region', { name: servicesOverview.regulatory.heading }));
    await expect(regulatory.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      overviewServices('regulatory').map((service) => href(servicePath(service.id))),
    );
    const getQuote = servicesOverview.hero.actions?.[0]?.label;
    for (const link of main.getAllByRole('link', { name: getQuote })) await expect(link).toHaveAttribute('href', href('/contact'));
  },
};
