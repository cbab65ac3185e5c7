import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyDataIn } from '../stories/storyData';
import HomePage from './HomePage';

const meta = { title: 'Pages/Home', component: HomePage, parameters: { layout: 'fullscreen', route: '/' }, args: { path: '/' } } satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { services } = storyDataIn(globals).content.home;
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Each service card's link names its service: "Learn more: Malaria Drug Sales".
    const learnMore = services.items[0]?.action?.label;
    await expect(main.getAllByRole('link', { name: (name) => name.startsWith(`${learnMore}: `) && name.length > `${learnMore}: `.length })).toHaveLength(4);
  },
};
