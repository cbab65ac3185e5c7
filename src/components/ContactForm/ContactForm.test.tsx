import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { site } from '../../content/site';
import { contactFormContent } from '../../site/SiteContactForm';
import { storyData } from '../../stories/storyData';
import type { ContactSender, SendResult } from '../../lib/sendContactMessage';
import { Toaster } from '../Toast/Toaster';
import { dismissToast, getToasts } from '../Toast/toastStore';
import { ContactForm } from './ContactForm';
import { sampleMessage } from './ContactForm.fixtures';

/** The stories' English data. */
const { content: storyContent } = storyData('en');

const text = contactFormContent(storyContent);
const validationError = ['Validation Error', 'Please fill in all required fields (Name, Email, and Message).'] as const;
const failureText = (reason: string) =>
  `There was a problem sending your message: ${reason}. Please try again or contact us directly at ${site.email}`;

function setup(send: ContactSender = vi.fn(async () => ({ ok: true }) as SendResult), prepare = vi.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm content={text} send={send} prepare={prepare} />
      <Toaster labels={storyContent.messages.toast} />
    </>,
  );
  const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  const fields = {
    firstName: field(text.fields.firstName.label),
    lastName: field(text.fields.lastName.label),
    email: field(text.fields.email.label),
    phone: field(text.fields.phone.label),
    organization: field(text.fields.organization.label),
    service: screen.getByRole('combobox', { name: text.fields.service.label }) as HTMLSelectElement,
    message: field(text.fields.message.label),
  };
  const submit = () => user.click(screen.getByRole('button', { name: text.submit }));
  /** Types the given values into their fields (a service is selected) and submits. */
  const fillAndSubmit = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [name, value] of Object.entries(values) as [keyof typeof fields, string][]) {
      if (name === 'service') await user.selectOptions(fields.service, value);
      else await user.type(fields[name], value);
    }
    await submit();
  };
  return { user, send, prepare, submit, fillAndSubmit, ...fields };
}

const required = { firstName: 'Ama', email: 'ama@example.org', message: 'Hello' };

/** A promise the test settles by hand, to look at the form while it is sending. */
function deferred() {
  let resolve!: (value: SendResult) => void;
  const promise = new Promise<SendResult>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const expectToast = async (title: string, description: string) => {
  const region = screen.getByRole('region', { name: /Notifications/ });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  expect(within(region).getByText(description)).toBeInTheDocument();
};

const dismissAll = () => {
  for (const item of getToasts()) dismissToast(item.id);
};

beforeEach(dismissAll);

describe('ContactForm', () => {
  it('renders the spec fields, the required markers and the service options', () => {
    const { firstName, email, message, lastName, phone, service } = setup();
    for (const input of [firstName, email, message]) expect(input).toBeRequired();
    for (const input of [lastName, phone, service]) expect(input).not.toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(message.tagName).toBe('TEXTAREA');
    const options = within(service).getAllByRole('option') as HTMLOptionElement[];
    // The spec's list, restated here on purpose.
    const spec = 'Malaria Drug Sales|Trademark Registration|ARIPO Services|Madrid Protocol|WAHO Compliance|NAFDAC Registration|Ghana FDA Services|WHO Prequalification|African Medicines Harmonization|ECOWAS Services|Regulatory Consulting';
    const ids = 'malariaDrugs|trademark|aripo|madrid|waho|nafdac|ghanaFda|who|ama|ecowas|regulatory'.split('|');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a service'],
      // The value submitted is the service's stable id, never its label.
      ...spec.split('|').map((name, index) => [ids[index], name]),
    ]);
    expect(screen.getByRole('form', { name: 'Send us a Message' })).toHaveAttribute('novalidate');
    expect(screen.getByText(text.requiredNote)).toBeInTheDocument();
  });

  it('posts without a script (the message never goes into an address), and its button is ready in the HTML', () => {
    const html = renderToString(<ContactForm content={text} send={vi.fn()} />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('without script posts every field by its name, with the hidden fields, to its action as multipart', () => {
    const html = renderToString(
      <ContactForm content={text} send={vi.fn()} action="https://ref.supabase.co/functions/v1/send-contact-email" hiddenFields={{ locale: 'fr' }} />,
    );
    const formTag = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="https://ref.supabase.co/functions/v1/send-contact-email"');
    expect(formTag.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toContain('<input type="hidden" name="locale" value="fr"/>');
    const names = [...html.matchAll(/<(?:input|select|textarea)[^>]* name="(\w+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['locale', 'firstName', 'lastName', 'email', 'phone', 'organization', 'service', 'message', 'website']);
  });

  it('says above its button, with and without script, what the details are for, linking the privacy notice in the page\'s locale', () => {
    const html = renderToString(
      <Router base="/fr">
        <ContactForm content={contactFormContent(storyData('fr').content)} send={vi.fn()} />
      </Router>,
    );
    const beforeButton = html.slice(0, html.indexOf('<button'));
    const notice = beforeButton.slice(beforeButton.lastIndexOf('<p')).replace(/^<p[^>]*>|<\/p>$/g, '');
    expect(notice).toBe('Nous n’utilisons vos coordonnées que pour vous répondre. Consultez notre <a href="/fr/privacy">politique de confidentialité</a>.');

    render(<ContactForm content={text} send={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link.closest('p')).toHaveTextContent('We use your details only to answer you. See our Privacy Policy.');
  });

  it('with script sends the visible fields only (the hidden ones are for the native post)', async () => {
    const send = vi.fn<ContactSender>(async () => ({ ok: true }));
    const user = userEvent.setup();
    render(<ContactForm content={text} send={send} action="/functions/v1/send-contact-email" hiddenFields={{ locale: 'en' }} />);
    await user.type(screen.getByRole('textbox', { name: text.fields.firstName.label }), 'Ama');
    await user.type(screen.getByRole('textbox', { name: text.fields.email.label }), 'ama@example.com');
    await user.type(screen.getByRole('textbox', { name: text.fields.message.label }), 'Hello');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(Object.keys(send.mock.calls[0]?.[0] ?? {}).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'organization', 'phone', 'service', 'website'],
    );
  });

  it('on an empty submit shows Validation Error, marks the fields, focuses the first and sends nothing', async () => {
    const { submit, send, firstName, email, message, lastName } = setup();
    await submit();
    await expectToast(...validationError);
    expect(send).not.toHaveBeenCalled();
    for (const [input, error] of [
      [firstName, text.fieldErrors.firstName],
      [email, text.fieldErrors.email],
      [message, text.fieldErrors.message],
    ] as const) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(error);
    }
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(firstName).toHaveFocus();
  });

  it('checks required fields before the e-mail format, and treats blanks as empty', async () => {
    const { fillAndSubmit, send, firstName, email } = setup();
    await fillAndSubmit({ ...required, firstName: '   ', email: 'bad-email' });
    await expectToast(...validationError);
    expect(firstName).toHaveFocus();
    expect(email).toHaveAccessibleDescription(text.fieldErrors.emailInvalid);
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail when the at-sign is missing, and sends nothing', async () => {
    const { fillAndSubmit, send, firstName, email } = setup();
    await fillAndSubmit({ ...required, email: 'bad-email' });
    await expectToast('Invalid Email', 'Please enter a valid email address.');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field error once the field is corrected', async () => {
    const { user, submit, firstName } = setup();
    await submit();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await user.type(firstName, 'Ama');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
  });

  it('shows Sending... while sending, then the success toast, and resets the form', async () => {
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    const { fillAndSubmit, ...f } = setup(send);
    await fillAndSubmit(sampleMessage);

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ ...sampleMessage, website: '' });

    pending.resolve({ ok: true });
    await expectToast(
      'Message Sent Successfully!',
      "Thank you Ama! We'll get back to you within 24 hours regarding your WHO Prequalification.",
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const input of [f.firstName, f.lastName, f.email, f.phone, f.organization, f.service, f.message]) {
      expect(input).toHaveValue('');
    }
  });

  it('says "inquiry" when no service was chosen', async () => {
    const { fillAndSubmit } = setup();
    await fillAndSubmit({ ...required, firstName: 'Kofi' });
    await expectToast('Message Sent Successfully!', "Thank you Kofi! We'll get back to you within 24 hours regarding your inquiry.");
  });

  it("on failure shows the sender's reason and the company e-mail, and keeps the values", async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: false, reason: 'Message is too long' }));
    const { fillAndSubmit, firstName, email, message, service } = setup(send);
    await fillAndSubmit({ ...required, service: 'ARIPO Services' });
    await expectToast('Error Sending Message', failureText('Message is too long'));
    expect(firstName).toHaveValue('Ama');
    expect(email).toHaveValue('ama@example.org');
    expect(service).toHaveValue('aripo');
    expect(message).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('falls back to "Unknown error occurred", also for a sender that throws (its error text is not the page\'s language)', async () => {
    const send = vi.fn<ContactSender>().mockResolvedValueOnce({ ok: false }).mockRejectedValueOnce(new Error('Network down'));
    const { fillAndSubmit, submit, firstName } = setup(send);
    await fillAndSubmit(required);
    await expectToast('Error Sending Message', failureText('Unknown error occurred'));
    dismissAll();
    await submit();
    await expectToast('Error Sending Message', failureText('Unknown error occurred'));
    expect(screen.queryByText(/Network down/)).toBeNull();
    expect(firstName).toHaveValue('Ama');
  });

  it('marks the field the sender names with its message, without doubling the full stop', async () => {
    const fieldMessage = 'Enter a valid phone number (digits, spaces and + ( ) - . only).';
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: false, reason: 'a field needs correcting.', field: 'phone', fieldMessage }));
    const { fillAndSubmit, phone } = setup(send);
    await fillAndSubmit({ ...required, phone: 'call me' });
    await expectToast('Error Sending Message', failureText('a field needs correcting'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(fieldMessage);
    expect(phone).toHaveFocus();
  });

  it('warms up the sender once, on the first focus inside the form', async () => {
    const { user, prepare, firstName, email } = setup();
    expect(prepare).not.toHaveBeenCalled();
    await user.click(firstName);
    await user.click(email);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('keeps the honeypot out of reach, and sends what a bot typed into it', async () => {
    const { user, fillAndSubmit, send } = setup();
    const honeypot = screen.getByLabelText(text.honeypotLabel);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.type(honeypot, 'https://spam.example');
    await fillAndSubmit(required);
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ website: 'https://spam.example' })));
  });

  it('submits from the keyboard alone', async () => {
    const { user, send } = setup();
    const typeThenTab = async (value: string, tabs: number) => {
      await user.keyboard(value);
      for (let i = 0; i < tabs; i += 1) await user.tab();
    };
    await user.tab();
    await typeThenTab('Ama', 2);
    await typeThenTab('ama@example.org', 4);
    await typeThenTab('Hello', 1);
    // The privacy notice's link comes before the button.
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});
