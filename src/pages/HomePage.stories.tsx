import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HomePage from './HomePage';

const meta = { title: 'Pages/Home', component: HomePage, parameters: { layout: 'fullscreen', route: '/' }, args: { path: '/' } } satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main.getAllByRole('link', { name: /^Learn more: \S/ })).toHaveLength(4);
  },
};
