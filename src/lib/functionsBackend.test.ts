import { describe, expect, it, vi } from 'vitest';
import { functionsBackend, functionUrl, keyHeaders } from './functionsBackend';

const createClient = vi.fn(() => ({}));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

describe('functionsBackend', () => {
  it('is the deployed project when both variables are set', () => {
    const backend = functionsBackend('https://abcd.supabase.co/', 'sb_publishable_x');
    expect(backend).toEqual({ origin: 'https://abcd.supabase.co', key: 'sb_publishable_x' });
    expect(functionUrl('send-contact-email', backend)).toBe('https://abcd.supabase.co/functions/v1/send-contact-email');
  });

  it("is the site's own origin (npm start's functions) when either is missing", () => {
    for (const [url, key] of [[undefined, undefined], ['https://abcd.supabase.co', ''], ['', 'key'], [' ', ' ']]) {
      const backend = functionsBackend(url, key);
      expect(backend).toEqual({ origin: '', key: null });
      expect(functionUrl('subscribe-newsletter', backend)).toBe('/functions/v1/subscribe-newsletter');
    }
  });

  it('sends the key as supabase-js does: apikey, and a bearer token for a legacy JWT key only', () => {
    expect(keyHeaders({ origin: '', key: null })).toEqual({});
    expect(keyHeaders({ origin: 'https://a.supabase.co', key: 'sb_publishable_abc' })).toEqual({ apikey: 'sb_publishable_abc' });
    expect(keyHeaders({ origin: 'https://a.supabase.co', key: 'eyJhbGciOi.legacy.jwt' })).toEqual({
      apikey: 'eyJhbGciOi.legacy.jwt',
      Authorization: 'Bearer eyJhbGciOi.legacy.jwt',
    });
  });

  it('is what the contact form client is created with', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcd.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'sb_publishable_x');
    try {
      const { createBackendClient } = await import('./supabaseClient');
      createBackendClient();
      expect(createClient).toHaveBeenLastCalledWith('https://abcd.supabase.co', 'sb_publishable_x', expect.any(Object));
      vi.stubEnv('VITE_SUPABASE_URL', '');
      createBackendClient();
      expect(createClient).toHaveBeenLastCalledWith(window.location.origin, 'local-anon-key', expect.any(Object));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
