import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

const subscribe = fn<NewsletterFormProps['subscribe']>(async () => ({ ok: true, alreadySubscribed: false }));

const meta = {
  title: 'Components/NewsletterForm',
  component: NewsletterForm,
  tags: ['autodocs'],
  ...localized(({ content: { news, newsMessages } }) => ({ ...news.page.newsletter, labels: newsMessages.newsletter, subscribe })),
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types an address and presses the button, named in the toolbar's locale. */
async function subscribeWith(canvasElement: HTMLElement, globals: Record<string, unknown>, address: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox'), address);
  await userEvent.click(canvas.getByRole('button', { name: storyDataIn(globals).content.news.page.newsletter.buttonLabel }));
  return canvas;
}

export const Default: Story = {};

export const InvalidAddress: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = await subscribeWith(canvasElement, globals, 'ama@example');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.subscribe).not.toHaveBeenCalled();
  },
};

export const Subscribed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await subscribeWith(canvasElement, globals, 'ama@example.com');
    await expect(args.subscribe).toHaveBeenCalledWith('ama@example.com');
  },
};

/** The function refuses the address, with its reason in the form's language. */
export const ServerRefuses: Story = {
  ...localized(({ copy }) => ({ subscribe: fn<NewsletterFormProps['subscribe']>(async () => ({ ok: false, reason: copy.newsletter.serverMessage })) })),
  play: async ({ canvasElement, globals }) => {
    await subscribeWith(canvasElement, globals, 'ama@example.com');
  },
};
