import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyDataIn } from '../../stories/storyData';
import { Text } from '../Text';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  render: (args, { globals }) => (
    <>
      <SkipLink {...args} />
      <main id={args.target ?? 'main'} tabIndex={-1}>
        <Text>{storyDataIn(globals).copy.siteLayout.heading}</Text>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Out of sight until it has keyboard focus: the first Tab of a page shows it (its words
 * come from the page's `MessagesProvider`).
 */
export const Focused: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: storyDataIn(globals).content.messages.components.skipLink });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(link).toHaveAttribute('href', '#main');
  },
};
