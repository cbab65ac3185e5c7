import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import type { ContactSender, SendResult } from '../../lib/sendContactMessage';
import { contactFailureText, contactFailureTexts } from '../../site/contactFailureText';
import { contactFormContent } from '../../site/SiteContactForm';
import { localized } from '../../stories/localized';
import { clearToasts, expectToast, findToastRegion } from '../../stories/play';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { ContactForm, } from './ContactForm';

/** The sender is injected, so no story touches the network. */
const send = fn<ContactSender>(async () => ({ ok: true }));
const prepare = fn();

const meta = {
  title: 'Components/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ content: contactFormContent(content), send, prepare })),
  // In the props table, without a control: the words are the locale's, the functions the story's.
  argTypes: { content: { control: false }, send: { control: false }, prepare: { control: false } },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form's fields, found by their labels in the story's locale, and what the stories type. */
const form = (canvasElement: HTMLElement, { content, copy }: StoryData) => {
  const canvas = within(canvasElement);
  const { fields, submit } = content.contact.form;
  return {
    canvas,
    body: within(canvasElement.ownerDocument.body),
    form: content.contact.form,
    typed: copy.contactForm,
    firstName: canvas.getByRole('textbox', { name: fields.firstName.label }),
    email: canvas.getByRole('textbox', { name: fields.email.label }),
    message: canvas.getByRole('textbox', { name: fields.message.label }),
    service: canvas.getByRole('combobox', { name: fields.service.label }),
    submit: () => userEvent.click(canvas.getByRole('button', { name: submit })),
  };
};

/** A field the form marked: invalid, described by its message. */
async function expectMarked(field: HTMLElement, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectNotMarked(field: HTMLElement) {
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(field).toHaveAccessibleDescription('');
}

/** Above the button, one line says what the details are for and links the privacy notice (a path of the site). */
export const Default: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvasElement, globals }) => {
    const { canvas, form: words } = form(canvasElement, storyDataIn(globals));
    const link = canvas.getByRole('link', { name: words.privacyLink });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/privacy$/));
    await expect(link.closest('p')).toHaveTextContent(formatMessage(words.privacyNotice, { link: words.privacyLink }));
  },
};

/**
 * The spec's first check: an empty submit is stopped with the Validation Error toast; each
 * required field is marked with its message, and the first of them has the focus.
 */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const story = storyDataIn(globals);
    const { canvas, form: words, firstName, email, message, submit } = form(canvasElement, story);
    await submit();
    await expectToast(canvasElement, story, words.toasts.validation);
    await expectMarked(firstName, words.fieldErrors.firstName);
    await expectMarked(email, words.fieldErrors.email);
    await expectMarked(message, words.fieldErrors.message);
    await expectNotMarked(canvas.getByRole('textbox', { name: words.fields.lastName.label }));
    await expect(firstName).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/**
 * The checks in the spec's order, each field fixed in turn: missing fields come before a
 * malformed address (the toast says what is missing while anything is), the focus goes to the
 * first field still wrong, and only a form with nothing wrong is sent.
 */
export const ValidationOrder: Story = {
  beforeEach: clearToasts,
  play: async ({ canvasElement, args, globals }) => {
    const story = storyDataIn(globals);
    const { form: words, typed, firstName, email, message, submit } = form(canvasElement, story);
    const { fieldErrors, toasts } = words;

    await submit();
    await expectToast(canvasElement, story, toasts.validation);
    await expect(firstName).toHaveFocus();

    await userEvent.type(firstName, typed.firstName);
    await submit();
    await expectNotMarked(firstName);
    await expectMarked(email, fieldErrors.email);
    await expect(email).toHaveFocus();
    await expectToast(canvasElement, story, toasts.validation);

    // An address without its at-sign: marked as such, but the missing message still comes first.
    await userEvent.type(email, 'bad-email');
    await submit();
    await expectMarked(email, fieldErrors.emailInvalid);
    await expectMarked(message, fieldErrors.message);
    await expect(email).toHaveFocus();
    await expectToast(canvasElement, story, toasts.validation);

    await userEvent.type(message, typed.message);
    await submit();
    await expectNotMarked(message);
    await expect(email).toHaveFocus();
    await expectToast(canvasElement, story, toasts.invalidEmail);
    await expect(args.send).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, 'ama@health.gov.gh');
    await submit();
    await expectNotMarked(email);
    await expectToast(canvasElement, story, {
      title: toasts.success.title,
      description: formatMessage(toasts.success.description, { name: typed.firstName, service: toasts.noService }),
    });
    await expect(args.send).toHaveBeenCalledOnce();
    await expect(args.send).toHaveBeenCalledWith(expect.objectContaining({ firstName: typed.firstName, email: 'ama@health.gov.gh', message: typed.message }));
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { body, form: words, typed, firstName, email, message, submit } = form(canvasElement, storyDataIn(globals));
    await userEvent.type(firstName, typed.firstName);
    await userEvent.type(email, 'bad-email');
    await userEvent.type(message, typed.message);
    await submit();
    await expect(await body.findByText(asRead(words.toasts.invalidEmail.title))).toBeInTheDocument();
    await expect(email).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { send: fn<ContactSender>(() => new Promise<SendResult>(() => undefined)) },
  play: async ({ canvasElement, globals }) => {
    const { canvas, form: words, typed, firstName, email, message, submit } = form(canvasElement, storyDataIn(globals));
    await userEvent.type(firstName, typed.firstName);
    await userEvent.type(email, 'ama@health.gov.gh');
    await userEvent.type(message, typed.message);
    await submit();
    await expect(await canvas.findByRole('button', { name: words.sending })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const data = storyDataIn(globals);
    const { body, form: words, typed, firstName, email, message, service, submit } = form(canvasElement, data);
    const serviceName = data.content.serviceOptions.malariaDrugs;
    await userEvent.type(firstName, typed.firstName);
    await userEvent.type(email, 'ama@health.gov.gh');
    await userEvent.selectOptions(service, serviceName);
    await userEvent.type(message, typed.message);
    await submit();
    await expect(await body.findByText(asRead(words.toasts.success.title))).toBeInTheDocument();
    await expect(body.getByText(asRead(formatMessage(words.toasts.success.description, { name: typed.firstName, service: serviceName })))).toBeInTheDocument();
    await expect(args.send).toHaveBeenCalledOnce();
    await waitFor(() => expect(firstName).toHaveValue(''));
  },
};

/** The function refuses the message, with its reason in the form's language. */
export const Failure: Story = {
  ...localized(({ copy }) => ({ send: fn<ContactSender>(async () => ({ ok: false, reason: copy.contactForm.serverReason })) })),
  play: async ({ canvasElement, globals }) => {
    const data = storyDataIn(globals);
    const { body, form: words, typed, firstName, email, message, submit } = form(canvasElement, data);
    await userEvent.type(firstName, typed.firstName);
    await userEvent.type(email, 'ama@health.gov.gh');
    await userEvent.type(message, typed.message);
    await submit();
    await expect(await body.findByText(asRead(words.toasts.failure.title))).toBeInTheDocument();
    const region = within(body.getByRole('region', { name: (name) => name.startsWith(data.content.messages.toast.region) }));
    // Up to the reason: the company's address after it may break over lines.
    const description = formatMessage(words.toasts.failure.description, { reason: typed.serverReason });
    const untilReason = asRead(description.slice(0, description.indexOf(typed.serverReason) + typed.serverReason.length));
    await expect(region.getByText((text) => text.startsWith(untilReason))).toBeInTheDocument();
    await expect(firstName).toHaveValue(typed.firstName);
  },
};

/**
 * The function's length limit on a message (supabase/functions/_shared/validate.ts), as its
 * answer names it; the form itself sets none, the function is the one that counts.
 */
const messageLimit = 5000;
const tooLongMessage = { code: 'tooLong' as const, field: 'message', max: messageLimit };

/** What the site says when the function refuses a message for its length, in the story's locale. */
const tooLongAnswer = ({ content, intl }: StoryData) =>
  contactFailureText(tooLongMessage, { form: contactFormContent(content), texts: contactFailureTexts(content), intl });

/**
 * A message over the function's limit: the function refuses it (simulated here, with the
 * site's own words for its answer), the form marks and focuses the message with the limit,
 * keeps what was typed, and sends it once shortened.
 */
export const MessageTooLong: Story = {
  ...localized((story) => ({
    send: fn<ContactSender>(async (message) => (message.message.length > messageLimit ? tooLongAnswer(story) : { ok: true })),
  })),
  beforeEach: clearToasts,
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { form: words, typed, firstName, email, message, submit } = form(canvasElement, story);
    const overLimit = typed.message.repeat(Math.ceil((messageLimit + 1) / typed.message.length));
    await userEvent.type(firstName, typed.firstName);
    await userEvent.type(email, 'ama@health.gov.gh');
    await userEvent.click(message);
    await userEvent.paste(overLimit);
    await submit();

    const region = await findToastRegion(canvasElement, story);
    await expect(await region.findByText(asRead(words.toasts.failure.title))).toBeVisible();
    await expectMarked(message, tooLongAnswer(story).fieldMessage ?? '');
    await expect(message).toHaveFocus();
    await expect(message).toHaveValue(overLimit);

    await userEvent.clear(message);
    await userEvent.type(message, typed.message);
    await submit();
    // The simulated function takes a message within its limit.
    await expect(await region.findByText(asRead(words.toasts.success.title))).toBeVisible();
    await waitFor(() => expect(message).toHaveValue(''));
  },
};
