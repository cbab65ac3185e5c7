import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FaqGroup as FaqGroupContent } from '../../content/types';
import { localized } from '../../stories/localized';
import { FaqGroup } from './FaqGroup';

const meta = {
  title: 'Components/FaqGroup',
  component: FaqGroup,
  tags: ['autodocs'],
  ...localized(({ content }) => content.faq.groups[0] as FaqGroupContent),
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
