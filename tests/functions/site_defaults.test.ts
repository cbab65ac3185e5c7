/** The functions' built-in identity must match the site's single source (src/content/site.ts). */
import assert from 'node:assert/strict';
import { formServices } from '../../src/content/services/manifest.ts';
import { site } from '../../src/content/site.ts';
import { loadConfig } from '../../supabase/functions/_shared/config.ts';
import { mapEnv } from '../../supabase/functions/_shared/env.ts';
import { siteDefaults } from '../../supabase/functions/_shared/site.ts';
import { SERVICES } from '../../supabase/functions/_shared/validate.ts';

Deno.test('function defaults follow src/content/site.ts', () => {
  assert.equal(siteDefaults.name, site.name);
  assert.equal(siteDefaults.email, site.email);
  assert.equal(siteDefaults.origin, site.origin);
  const config = loadConfig(mapEnv({}));
  assert.equal(config.contactTo, site.email);
  assert.equal(config.companyName, site.name);
  assert.equal(config.siteUrl, site.origin);
  assert.equal(config.mailFrom, 'Volta Pharma Website <no-reply@voltapharma.example>');
});

Deno.test('configuration from the environment is validated', () => {
  const config = loadConfig(mapEnv({ CONTACT_TO: 'sales@voltapharma.example', RATE_LIMIT_MAX: '0', ALLOWED_ORIGINS: 'https://a.example/, https://b.example' }));
  assert.equal(config.contactTo, 'sales@voltapharma.example');
  assert.equal(config.rateLimit.max, 0);
  assert.deepEqual(config.allowedOrigins, ['https://a.example', 'https://b.example']);
  assert.throws(() => loadConfig(mapEnv({ CONTACT_TO: 'not an address' })), /CONTACT_TO/);
  assert.throws(() => loadConfig(mapEnv({ MAIL_FROM: 'X <a@b.example>\r\nBcc: y@z.example' })), /MAIL_FROM/);
  assert.throws(() => loadConfig(mapEnv({ RATE_LIMIT_MAX: '-1' })), /RATE_LIMIT_MAX/);
});

// The function is deployed on its own, so it keeps a generated copy of the services manifest.
Deno.test('the function accepts exactly the service ids the form submits', () => {
  assert.deepEqual([...SERVICES], formServices.map((service) => service.id));
});

Deno.test('the functions\' own origin is SUPABASE_URL\'s, else unset (the request\'s)', () => {
  assert.equal(loadConfig(mapEnv({ SUPABASE_URL: 'https://projectref.supabase.co/' })).functionsOrigin, 'https://projectref.supabase.co');
  assert.equal(loadConfig(mapEnv({})).functionsOrigin, null);
  assert.equal(loadConfig(mapEnv({ SUPABASE_URL: 'not a url' })).functionsOrigin, null);
});
