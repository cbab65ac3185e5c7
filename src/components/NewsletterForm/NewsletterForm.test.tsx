import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyData } from '../../stories/storyData';
import { getToasts } from '../Toast/toastStore';
import { NewsletterForm } from './NewsletterForm';

/** The stories' English data. */
const { content: storyContent } = storyData('en');

const props = { heading: 'Stay Updated', text: 'Monthly news.', placeholder: 'Your e-mail address', buttonLabel: 'Subscribe', labels: storyContent.newsMessages.newsletter };

function setup(subscribe = vi.fn().mockResolvedValue({ ok: true })) {
  const user = userEvent.setup();
  render(<NewsletterForm {...props} subscribe={subscribe} />);
  const input = screen.getByRole('textbox', { name: 'E-mail address' });
  const submit = screen.getByRole('button', { name: 'Subscribe' });
  return { user, input, submit, subscribe };
}

describe('NewsletterForm', () => {
  it('refuses an incomplete address without calling the server', async () => {
    const { user, input, submit, subscribe } = setup();
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'name@example');
    await user.click(submit);
    expect(subscribe).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a complete e-mail address, such as name@example.com.');
    expect(getToasts()[0]).toMatchObject({ title: 'Check your e-mail address', variant: 'destructive' });
  });

  it('asks for a valid address and says to check the inbox', async () => {
    const { user, input, submit, subscribe } = setup();
    await user.type(input, ' ama@example.com ');
    await user.click(submit);
    expect(subscribe).toHaveBeenCalledWith('ama@example.com');
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Check your inbox', description: 'We have sent a link to ama@example.com. Open it within 48 hours to confirm your subscription.', variant: 'default' }),
    );
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('states what the reader consents to and links the privacy notice', () => {
    render(<NewsletterForm {...props} privacy={{ label: 'Read our privacy notice.', href: '/fr/privacy' }} subscribe={vi.fn()} />);
    expect(screen.getByText(/Monthly news\./)).toHaveTextContent('Monthly news. Read our privacy notice.');
    expect(screen.getByRole('link', { name: 'Read our privacy notice.' })).toHaveAttribute('href', '/fr/privacy');
  });

  it('says why it could not subscribe, in the words it is given, and keeps the address', async () => {
    const { user, input, submit } = setup(vi.fn().mockResolvedValue({ ok: false, reason: 'Trop de tentatives d’inscription depuis votre réseau.' }));
    await user.type(input, 'ama@example.com');
    await user.click(submit);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Could not subscribe', description: 'Trop de tentatives d’inscription depuis votre réseau.', variant: 'destructive' }),
    );
    expect(input).toHaveValue('ama@example.com');
    expect(submit).toBeEnabled();
  });

  it.each([
    ['a refusal without a reason', () => Promise.resolve({ ok: false })],
    ['a subscribe that throws', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('explains %s with its own fallback', async (_case, subscribe) => {
    const { user, input, submit } = setup(vi.fn(subscribe));
    await user.type(input, 'ama@example.com');
    await user.click(submit);
    await waitFor(() => expect(getToasts()[0]?.description).toBe(storyContent.newsMessages.newsletter.failure.fallback));
  });
});
