import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const items = [
  { question: 'How quickly do you respond to quote requests?', answer: 'Within 24 hours on working days.' },
  { question: 'Which countries do you cover?', answer: 'Twelve African countries, with offices in Accra.' },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  args: { type: 'multiple' },
  render: (args) => (
    <Accordion.Root {...args}>
      {items.map((item) => (
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
