import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import type { ContactSender, SendResult } from '../../lib/sendContactMessage';
import { contactFormContent } from '../../site/SiteContactForm';
import { localized } from '../../stories/localized';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { ContactForm } from './ContactForm';

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

export const Default: Story = {};

/** The spec's first check: an empty submit is stopped with the Validation Error toast. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { body, form: words, firstName, submit } = form(canvasElement, storyDataIn(globals));
    await submit();
    await expect(await body.findByText(asRead(words.toasts.validation.title))).toBeInTheDocument();
    await expect(body.getByText(asRead(words.toasts.validation.description))).toBeInTheDocument();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
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
