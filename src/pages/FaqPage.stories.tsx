import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import FaqPage from './FaqPage';

const meta = {
  title: 'Pages/FAQ',
  component: FaqPage,
  parameters: { layout: 'fullscreen', route: '/faq' },
  args: { path: '/faq' },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const QuestionsOpen: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const [first, second] = main.getAllByRole('button', { expanded: false });
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
