import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faqGroups } from '../../content/en/faq';
import type { FaqGroup as FaqGroupContent } from '../../content/types';
import { FaqGroup } from './FaqGroup';

const meta = {
  title: 'Components/FaqGroup',
  component: FaqGroup,
  args: faqGroups[0] as FaqGroupContent,
} satisfies Meta<typeof FaqGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const TwoOpen: Story = {
  play: async ({ canvasElement }) => {
    // Found once the accordion has taken over from the native questions (right after the first render).
    const [first, second] = (await within(canvasElement).findAllByRole('button')) as HTMLElement[];
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
