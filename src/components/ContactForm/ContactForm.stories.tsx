import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactFormContent } from '../../site/SiteContactForm';
import { storyContent } from '../../stories/siteData';
import type { ContactSender, SendResult } from '../../lib/sendContactMessage';
import { ContactForm } from './ContactForm';

/** The sender is injected, so no story touches the network. */
const meta = {
  title: 'Components/ContactForm',
  component: ContactForm,
  args: {
    content: contactFormContent(storyContent),
    send: fn<ContactSender>(async () => ({ ok: true })),
    prepare: fn(),
  },
  parameters: { controls: { exclude: ['content', 'send', 'prepare'] } },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    body: within(canvasElement.ownerDocument.body),
    firstName: canvas.getByRole('textbox', { name: 'First Name' }),
    email: canvas.getByRole('textbox', { name: 'Email Address' }),
    message: canvas.getByRole('textbox', { name: 'Message' }),
    service: canvas.getByRole('combobox', { name: 'Service of Interest' }),
    submit: () => userEvent.click(canvas.getByRole('button', { name: 'Send Message' })),
  };
};

export const Default: Story = {};

/** The spec's first check: an empty submit is stopped with the Validation Error toast. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, firstName, submit } = form(canvasElement);
    await submit();
    await expect(await body.findByText('Validation Error')).toBeInTheDocument();
    await expect(body.getByText('Please fill in all required fields (Name, Email, and Message).')).toBeInTheDocument();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, firstName, email, message, submit } = form(canvasElement);
    await userEvent.type(firstName, 'Ama');
    await userEvent.type(email, 'bad-email');
    await userEvent.type(message, 'We would like a quote.');
    await submit();
    await expect(await body.findByText('Invalid Email')).toBeInTheDocument();
    await expect(email).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { send: fn<ContactSender>(() => new Promise<SendResult>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const { canvas, firstName, email, message, submit } = form(canvasElement);
    await userEvent.type(firstName, 'Ama');
    await userEvent.type(email, 'ama@health.gov.gh');
    await userEvent.type(message, 'We would like a quote.');
    await submit();
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, firstName, email, message, service, submit } = form(canvasElement);
    await userEvent.type(firstName, 'Ama');
    await userEvent.type(email, 'ama@health.gov.gh');
    await userEvent.selectOptions(service, 'Malaria Drug Sales');
    await userEvent.type(message, 'We would like a quote.');
    await submit();
    await expect(await body.findByText('Message Sent Successfully!')).toBeInTheDocument();
    await expect(
      body.getByText("Thank you Ama! We'll get back to you within 24 hours regarding your Malaria Drug Sales."),
    ).toBeInTheDocument();
    await expect(args.send).toHaveBeenCalledOnce();
    await waitFor(() => expect(firstName).toHaveValue(''));
  },
};

export const Failure: Story = {
  args: { send: fn<ContactSender>(async () => ({ ok: false, reason: 'Message is too long' })) },
  play: async ({ canvasElement }) => {
    const { body, firstName, email, message, submit } = form(canvasElement);
    await userEvent.type(firstName, 'Ama');
    await userEvent.type(email, 'ama@health.gov.gh');
    await userEvent.type(message, 'We would like a quote.');
    await submit();
    await expect(await body.findByText('Error Sending Message')).toBeInTheDocument();
    const region = within(body.getByRole('region', { name: /Notifications/ }));
    await expect(region.getByText(/There was a problem sending your message: Message is too long\./)).toBeInTheDocument();
    await expect(firstName).toHaveValue('Ama');
  },
};
