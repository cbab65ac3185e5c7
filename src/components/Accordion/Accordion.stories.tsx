import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  // Every part, each with its tab in the props table: the Radix ones, and those of the accordion
  // that works before its code runs (FaqGroup: NativeRoot and NativeItem, then FindableContent).
  subcomponents: {
    'Accordion.Item': Accordion.Item,
    'Accordion.Trigger': Accordion.Trigger,
    'Accordion.Content': Accordion.Content,
    'Accordion.NativeRoot': Accordion.NativeRoot,
    'Accordion.NativeItem': Accordion.NativeItem,
    'Accordion.FindableContent': Accordion.FindableContent,
  },
  tags: ['autodocs'],
  args: { type: 'multiple' },
  render: (args, { globals }) => (
    <Accordion.Root {...args}>
      {storyDataIn(globals).copy.accordion.map((item, index) => (
        // An item's value is its identity, never its (translated) question.
        <Accordion.Item key={index} value={`question-${index}`}>
          <Accordion.Trigger headingLevel={3}>{item.question}</Accordion.Trigger>
          <Accordion.Content>{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample questions, their triggers (named by the question) and a way to ask whether an answer shows. */
function accordionIn(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const items = storyDataIn(globals).copy.accordion;
  const [first, second] = items.map((item) => canvas.getByRole('button', { name: item.question })) as [HTMLElement, HTMLElement];
  /** The answer's region, named by its question: Radix drops a closed answer from the page. */
  const answerShown = (index: 0 | 1) => {
    const item = items[index];
    const region = item && canvas.queryByRole('region', { name: item.question });
    return Boolean(region && within(region).queryByText(asRead(item.answer)));
  };
  return { first, second, answerShown };
}

/** `type="multiple"`: each question opens and closes on its own. */
export const Independent: Story = {
  play: async ({ canvasElement, globals }) => {
    const { first, second, answerShown } = accordionIn(canvasElement, globals);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answerShown(0)).toBe(false);
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(answerShown(0) && answerShown(1)).toBe(true);
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(answerShown(0)).toBe(false);
    await expect(answerShown(1)).toBe(true);
  },
};

/** `type="single"` and `collapsible`: opening a question closes the other; the open one closes too. */
export const OneAtATime: Story = {
  args: { type: 'single', collapsible: true },
  play: async ({ canvasElement, globals }) => {
    const { first, second, answerShown } = accordionIn(canvasElement, globals);
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answerShown(0)).toBe(false);
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(answerShown(0)).toBe(true);
    await expect(answerShown(1)).toBe(false);
  },
};

/** By keyboard: Enter and Space toggle the focused question; the arrows, Home and End move between questions. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const { first, second, answerShown } = accordionIn(canvasElement, globals);
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // The arrows wrap around: down from the last question is the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answerShown(0)).toBe(false);
    await expect(answerShown(1)).toBe(true);
  },
};
