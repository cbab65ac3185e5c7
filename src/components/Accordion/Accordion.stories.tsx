import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyDataIn } from '../../stories/storyData';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  subcomponents: { 'Accordion.Item': Accordion.Item, 'Accordion.Trigger': Accordion.Trigger, 'Accordion.Content': Accordion.Content },
  tags: ['autodocs'],
  args: { type: 'multiple' },
  render: (args, { globals }) => (
    <Accordion.Root {...args}>
      {storyDataIn(globals).copy.accordion.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Trigger headingLevel={3}>{item.question}</Accordion.Trigger>
          <Accordion.Content>{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Independent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button');
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(first as HTMLElement);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
