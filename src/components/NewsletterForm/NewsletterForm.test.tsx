import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyData } from '../../stories/storyData';
import { getToasts } from '../Toast/toastStore';
import { NewsletterForm } from './NewsletterForm';

/** The stories' English data. */
const { content: storyContent } = storyData('en');

const props = { heading: 'Stay Updated', text: 'Monthly news.', placeholder: 'Your e-mail address', buttonLabel: 'Subscribe', labels: storyContent.newsMessages.newsletter };

function setup(subscribe = vi.fn().mockResolvedValue({ ok: true, alreadySubscribed: false })) {
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

  it('subscribes a valid address and confirms it', async () => {
    const { user, input, submit, subscribe } = setup();
    await user.type(input, ' ama@example.com ');
    await user.click(submit);
    expect(subscribe).toHaveBeenCalledWith('ama@example.com');
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Subscribed', variant: 'default' }));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('says when the address was already on the list', async () => {
    const { user, input, submit } = setup(vi.fn().mockResolvedValue({ ok: true, alreadySubscribed: true }));
    await user.type(input, 'ama@example.com');
    await user.click(submit);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Already subscribed'));
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
