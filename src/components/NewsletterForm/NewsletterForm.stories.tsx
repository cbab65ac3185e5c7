import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { clearToasts, expectToast, } from '../../stories/play';
import { storyDataIn } from '../../stories/storyData';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

const subscribe = fn<NewsletterFormProps['subscribe']>(async () => ({ ok: true }));

const meta = {
  title: 'Components/NewsletterForm',
  component: NewsletterForm,
  tags: ['autodocs'],
  ...localized(({ content: { news, newsMessages } }) => ({
    ...news.page.newsletter,
    privacy: { label: news.page.newsletter.privacyLink, href: '/privacy' },
    labels: newsMessages.newsletter,
    subscribe,
  })),
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types an address (none for an empty submit) and presses the button, named in the toolbar's locale. */
async function subscribeWith(canvasElement: HTMLElement, globals: Record<string, unknown>, address: string) {
  const canvas = within(canvasElement);
  if (address) await userEvent.type(canvas.getByRole('textbox'), address);
  await userEvent.click(canvas.getByRole('button', { name: storyDataIn(globals).content.news.page.newsletter.buttonLabel }));
  return canvas;
}

/** The field marked as invalid, its message under it, and nothing sent. */
async function expectRefused(canvasElement: HTMLElement, globals: Record<string, unknown>, subscribe: NewsletterFormProps['subscribe']) {
  const { invalid, emailLabel } = storyDataIn(globals).content.newsMessages.newsletter;
  const field = within(canvasElement).getByRole('textbox', { name: emailLabel });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(invalid.description);
  await expectToast(canvasElement, storyDataIn(globals), { title: invalid.title, description: invalid.description });
  await expect(subscribe).not.toHaveBeenCalled();
}

export const Default: Story = { tags: ['visual-mobile'] };

export const Empty: Story = {
  beforeEach: clearToasts,
  play: async ({ canvasElement, args, globals }) => {
    await subscribeWith(canvasElement, globals, '');
    await expectRefused(canvasElement, globals, args.subscribe);
  },
};

export const InvalidAddress: Story = {
  beforeEach: clearToasts,
  play: async ({ canvasElement, args, globals }) => {
    await subscribeWith(canvasElement, globals, 'ama@example');
    await expectRefused(canvasElement, globals, args.subscribe);
  },
};

/** Asked: the toast says to check the inbox and names the address; the field is emptied for the next. */
export const Subscribed: Story = {
  beforeEach: clearToasts,
  play: async ({ canvasElement, args, globals }) => {
    const { success } = storyDataIn(globals).content.newsMessages.newsletter;
    const canvas = await subscribeWith(canvasElement, globals, 'ama@example.com');
    await expect(args.subscribe).toHaveBeenCalledOnce();
    await expect(args.subscribe).toHaveBeenCalledWith('ama@example.com');
    await expectToast(canvasElement, storyDataIn(globals), { title: success.title, description: formatMessage(success.description, { email: 'ama@example.com' }) });
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The function refuses the address, with its reason in the form's language; the address stays to correct. */
export const ServerRefuses: Story = {
  ...localized(({ copy }) => ({ subscribe: fn<NewsletterFormProps['subscribe']>(async () => ({ ok: false, reason: copy.newsletter.serverMessage })) })),
  beforeEach: clearToasts,
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const canvas = await subscribeWith(canvasElement, globals, 'ama@example.com');
    await expectToast(canvasElement, storyDataIn(globals), { title: story.content.newsMessages.newsletter.failure.title, description: story.copy.newsletter.serverMessage });
    await expect(canvas.getByRole('textbox')).toHaveValue('ama@example.com');
  },
};
