import { describe, expect, it, vi } from 'vitest';
import { isValidEmail, newsletterEndpoint, SubscribeError, subscribeToNewsletter } from './newsletter';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('isValidEmail', () => {
  it.each(['ama@example.com', 'k.asante+news@mail.gov.gh'])('accepts %s', (value) => expect(isValidEmail(value)).toBe(true));
  it.each(['', 'ama', 'ama@', 'ama@example', 'ama example@x.com', '@example.com', 'ama@.com'])('refuses "%s"', (value) =>
    expect(isValidEmail(value)).toBe(false),
  );
});

describe('subscribeToNewsletter', () => {
  it('posts the address as JSON to the function', async () => {
    const fetcher = vi.fn().mockResolvedValue(json(200, { ok: true }));
    await expect(subscribeToNewsletter('ama@example.com', fetcher)).resolves.toEqual({ alreadySubscribed: false });
    expect(fetcher).toHaveBeenCalledWith(newsletterEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ama@example.com' }),
    });
  });

  it('posts to the deployed function, with the key, when the site is built for a Supabase project', async () => {
    const fetcher = vi.fn().mockResolvedValue(json(200, { ok: true }));
    const backend = { origin: 'https://abcd.supabase.co', key: 'sb_publishable_x' };
    await expect(subscribeToNewsletter('ama@example.com', fetcher, backend)).resolves.toEqual({ alreadySubscribed: false });
    expect(fetcher).toHaveBeenCalledWith('https://abcd.supabase.co/functions/v1/subscribe-newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'sb_publishable_x' },
      body: JSON.stringify({ email: 'ama@example.com' }),
    });
  });

  it('passes on alreadySubscribed', async () => {
    const fetcher = vi.fn().mockResolvedValue(json(200, { ok: true, alreadySubscribed: true }));
    await expect(subscribeToNewsletter('ama@example.com', fetcher)).resolves.toEqual({ alreadySubscribed: true });
  });

  it("rejects with the server's error text on a non-2xx answer", async () => {
    const fetcher = vi.fn().mockResolvedValue(json(400, { error: 'Invalid e-mail address' }));
    await expect(subscribeToNewsletter('x@y.z', fetcher)).rejects.toMatchObject({ serverMessage: 'Invalid e-mail address' });
  });

  it('rejects without a message when the server is unreachable or answers something else', async () => {
    await expect(subscribeToNewsletter('x@y.z', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(SubscribeError);
    const html = vi.fn().mockResolvedValue(new Response('<html>', { status: 405 }));
    await expect(subscribeToNewsletter('x@y.z', html)).rejects.toMatchObject({ serverMessage: undefined });
  });
});
