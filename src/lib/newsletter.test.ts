import { describe, expect, it, vi } from 'vitest';
import { isValidEmail, newsletterEndpoint, newsletterLocaleField, subscribeToNewsletter } from './newsletter';
import { contactLocaleField } from './sendContactMessage';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const fromFrench = { email: 'ama@example.com', locale: 'fr' };

describe('isValidEmail', () => {
  it.each(['ama@example.com', 'k.asante+news@mail.gov.gh'])('accepts %s', (value) => expect(isValidEmail(value)).toBe(true));
  it.each(['', 'ama', 'ama@', 'ama@example', 'ama example@x.com', '@example.com', 'ama@.com'])('refuses "%s"', (value) =>
    expect(isValidEmail(value)).toBe(false),
  );
});

describe('subscribeToNewsletter', () => {
  it("names the locale with the field the functions read for both forms (the contact form's)", () => {
    expect(newsletterLocaleField).toBe(contactLocaleField);
  });

  it("posts the address and the page's locale as JSON to the function", async () => {
    const fetcher = vi.fn().mockResolvedValue(json(200, { ok: true }));
    await expect(subscribeToNewsletter({ email: ' ama@example.com ', locale: 'fr' }, fetcher)).resolves.toEqual({ ok: true });
    expect(fetcher).toHaveBeenCalledWith(newsletterEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ama@example.com', locale: 'fr' }),
    });
  });

  it('posts to the deployed function, with the key, when the site is built for a Supabase project', async () => {
    const fetcher = vi.fn().mockResolvedValue(json(200, { ok: true }));
    const backend = { origin: 'https://abcd.supabase.co', key: 'sb_publishable_x' };
    await expect(subscribeToNewsletter(fromFrench, fetcher, backend)).resolves.toEqual({ ok: true });
    expect(fetcher).toHaveBeenCalledWith('https://abcd.supabase.co/functions/v1/subscribe-newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'sb_publishable_x' },
      body: JSON.stringify({ email: 'ama@example.com', locale: 'fr' }),
    });
  });

  it('sends the path of the page the box is on, when it is given', async () => {
    const fetcher = vi.fn().mockResolvedValue(json(200, { ok: true }));
    await expect(subscribeToNewsletter({ ...fromFrench, source: '/fr/news' }, fetcher)).resolves.toEqual({ ok: true });
    expect(JSON.parse(fetcher.mock.calls[0]?.[1].body)).toEqual({ email: 'ama@example.com', locale: 'fr', source: '/fr/news' });
  });

  it("reads the function's code, never its English text, with the status", async () => {
    const refused = vi.fn().mockResolvedValue(json(400, { error: 'Please enter a valid email address.', code: 'email', field: 'email' }));
    await expect(subscribeToNewsletter(fromFrench, refused)).resolves.toEqual({ ok: false, failure: { code: 'email', field: 'email' }, status: 400 });
    const limited = vi.fn().mockResolvedValue(
      json(429, { error: 'Too many sign-up attempts from your network.', code: 'rateLimited', scope: 'client', retryAfter: 540 }, { 'Retry-After': '540' }),
    );
    await expect(subscribeToNewsletter(fromFrench, limited)).resolves.toEqual({
      ok: false,
      failure: { code: 'rateLimited', scope: 'client', retryAfter: 540 },
      status: 429,
    });
    const down = vi.fn().mockResolvedValue(json(503, { error: 'This service is temporarily unavailable.', code: 'unavailable' }));
    await expect(subscribeToNewsletter(fromFrench, down)).resolves.toEqual({ ok: false, failure: { code: 'unavailable' }, status: 503 });
  });

  it('guesses the code from the status of an answer that is not the function’s, and the wait from Retry-After', async () => {
    const gateway = vi.fn().mockResolvedValue(new Response('<html>Too Many Requests</html>', { status: 429, headers: { 'Retry-After': '60' } }));
    await expect(subscribeToNewsletter(fromFrench, gateway)).resolves.toEqual({ ok: false, failure: { code: 'rateLimited', retryAfter: 60 }, status: 429 });
    const html = vi.fn().mockResolvedValue(new Response('<html>', { status: 405 }));
    await expect(subscribeToNewsletter(fromFrench, html)).resolves.toEqual({ ok: false, failure: { code: 'badRequest' }, status: 405 });
  });

  it('says `network` when no answer came, or a 2xx that is not the function’s (a captive portal)', async () => {
    await expect(subscribeToNewsletter(fromFrench, vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))).resolves.toEqual({
      ok: false,
      failure: { code: 'network' },
    });
    const portal = vi.fn().mockResolvedValue(new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    await expect(subscribeToNewsletter(fromFrench, portal)).resolves.toEqual({ ok: false, failure: { code: 'network' } });
  });
});
