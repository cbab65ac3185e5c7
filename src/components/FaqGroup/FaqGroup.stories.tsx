import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FaqGroup as FaqGroupContent } from '../../content/types';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { FaqGroup } from './FaqGroup';

const meta = {
  title: 'Components/FaqGroup',
  component: FaqGroup,
  tags: ['autodocs'],
  ...localized(({ content }) => content.faq.groups[0] as FaqGroupContent),
} satisfies Meta<typeof FaqGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The group's questions once the accordion has taken over from the native `<details>` (right
 * after the first render), and each answer's text: closed answers stay in the page, hidden
 * until found.
 */
async function questionsIn(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const { items } = storyDataIn(globals).content.faq.groups[0] as FaqGroupContent;
  const triggers = (await canvas.findAllByRole('button')) as HTMLElement[];
  const question = (index: number) => triggers[index] as HTMLElement;
  const answer = (index: number) => canvas.getByText(asRead(items[index]?.answer ?? ''));
  return { items, triggers, question, answer };
}

export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const { items, triggers, answer } = await questionsIn(canvasElement, globals);
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual(items.map((item) => item.question));
    for (const [index, trigger] of triggers.entries()) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(answer(index)).not.toBeVisible();
    }
  },
};

/** Several questions open at once; each answer is a region named by its question. */
export const TwoOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const { items, question, answer } = await questionsIn(canvasElement, globals);
    await userEvent.click(question(0));
    await userEvent.click(question(1));
    await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    for (const index of [0, 1]) {
      await expect(answer(index)).toBeVisible();
      await expect(within(canvasElement).getByRole('region', { name: items[index]?.question })).toContainElement(answer(index));
    }
    await expect(answer(2)).not.toBeVisible();
  },
};

/** By keyboard: Enter and Space open and close the focused question; the arrows, Home and End move between them. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const { triggers, question, answer } = await questionsIn(canvasElement, globals);
    const last = triggers.length - 1;
    question(0).focus();
    await userEvent.keyboard('{Enter}');
    await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(0)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(question(1)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(question(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(1)).not.toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(question(last)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(question(0)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(question(last)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(question(0)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The browser's find-in-page reaches a closed answer: it fires `beforematch` on the hidden
 * content before revealing it (as here), and the question opens.
 */
export const FoundInPage: Story = {
  play: async ({ canvasElement, globals }) => {
    const { question, answer } = await questionsIn(canvasElement, globals);
    const hidden = answer(1).closest('[hidden]') as HTMLElement;
    await expect(hidden).toHaveAttribute('hidden', 'until-found');
    hidden.dispatchEvent(new Event('beforematch'));
    // Not a React event: the state it sets renders in a task of its own.
    await waitFor(() => expect(question(1)).toHaveAttribute('aria-expanded', 'true'));
    await expect(answer(1)).toBeVisible();
    await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  },
};
