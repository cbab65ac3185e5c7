import { describe, expect, it } from 'vitest';
import { secretsInPublicEnv } from '../../scripts/public-env.mjs';

const jwt = (payload: object) =>
  `${[{ alg: 'HS256', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.')}.c2lnbmF0dXJl`;

describe('secretsInPublicEnv: the build refuses a secret in a VITE_ variable', () => {
  it('passes the public configuration', () => {
    expect(
      secretsInPublicEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: jwt({ iss: 'supabase', ref: 'abc', role: 'anon' }),
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc123',
        VITE_EMPTY: '',
        SUPABASE_SERVICE_ROLE_KEY: jwt({ role: 'service_role' }),
        RESEND_API_KEY: 're_123456789012345678901234',
      }),
    ).toEqual([]);
  });

  it('names each variable that holds a secret key, and what it holds', () => {
    expect(
      secretsInPublicEnv({
        VITE_SUPABASE_ANON_KEY: jwt({ iss: 'supabase', role: 'service_role' }),
        VITE_SUPABASE_KEY: ' sb_secret_AbC123 ',
        VITE_MAIL_KEY: 're_AbCdEfGhIjKlMnOpQrStUv12',
        VITE_DB: 'postgresql://postgres:hunter2@db.abc.supabase.co:5432/postgres',
        VITE_PAY: 'sk_live_abc',
        VITE_SUPABASE_SERVICE_ROLE_KEY: 'anything',
      }),
    ).toEqual([
      'VITE_SUPABASE_ANON_KEY holds a JWT with role "service_role" (only the anon key is public)',
      'VITE_SUPABASE_KEY holds a Supabase secret key (sb_secret_…)',
      'VITE_MAIL_KEY holds a Resend API key (re_…)',
      'VITE_DB holds a database URL with a password',
      'VITE_PAY holds a Stripe secret key',
      'VITE_SUPABASE_SERVICE_ROLE_KEY is named as a secret',
    ]);
  });

  it('reads no JWT into a value that only looks like one', () => {
    expect(secretsInPublicEnv({ VITE_VERSION: '1.2.3', VITE_HOST: 'www.example.com' })).toEqual([]);
  });
});
