/**
 * The CORS headers come from supabase-js (`@supabase/supabase-js/cors`), in the version the
 * site installs: a browser's preflight for what supabase-js sends must always pass.
 */
import assert from 'node:assert/strict';
import { corsHeaders as installedCors } from '../../node_modules/@supabase/supabase-js/dist/cors.mjs';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS } from '../../supabase/functions/_shared/http.ts';
import { ANON_KEY, ROOT } from './_helpers.ts';

const packageJson = JSON.parse(await Deno.readTextFile(`${ROOT}/package.json`));
const siteVersion: string = packageJson.dependencies['@supabase/supabase-js'];

Deno.test('the functions import supabase-js/cors in the version the site installs', async () => {
  const installed = JSON.parse(await Deno.readTextFile(`${ROOT}/node_modules/@supabase/supabase-js/package.json`));
  assert.equal(installed.version, siteVersion);
  for (const file of ['supabase/functions/_shared/http.ts', 'tests/functions/_helpers.ts', 'tests/functions/contact_api.test.ts']) {
    const source = await Deno.readTextFile(`${ROOT}/${file}`);
    const versions = [...source.matchAll(/npm:@supabase\/supabase-js@([^/'"]+)/g)].map((m) => m[1]);
    assert.ok(versions.length > 0, file);
    for (const version of versions) assert.equal(version, siteVersion, file);
  }
});

Deno.test('Access-Control-Allow-Headers is supabase-js/cors list', () => {
  assert.equal(CORS_ALLOW_HEADERS, installedCors['Access-Control-Allow-Headers']);
  const listed = CORS_ALLOW_HEADERS.split(',').map((h) => h.trim());
  for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-retry-count', 'traceparent']) {
    assert.ok(listed.includes(header), header);
  }
  // Our methods are a subset of supabase-js's (the public functions take POST only).
  const theirs = installedCors['Access-Control-Allow-Methods'].split(',').map((m: string) => m.trim());
  for (const method of CORS_ALLOW_METHODS.split(',').map((m) => m.trim())) assert.ok(theirs.includes(method), method);
});

Deno.test('every header supabase-js functions.invoke sends is allowed by the preflight answer', async () => {
  const seen: string[][] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req) => {
    seen.push([...req.headers.keys()]);
    return Response.json({ ok: true });
  });
  try {
    const { createClient } = await import('npm:@supabase/supabase-js@2.119.1');
    const client = createClient(`http://127.0.0.1:${server.addr.port}`, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error } = await client.functions.invoke('send-contact-email', { body: { hello: 'world' } });
    assert.equal(error, null);
  } finally {
    await server.shutdown();
  }
  const allowed = new Set(CORS_ALLOW_HEADERS.split(',').map((h) => h.trim().toLowerCase()));
  // Headers the browser sets itself or that never need a preflight.
  const browserOwned = new Set(['accept', 'accept-encoding', 'accept-language', 'connection', 'content-length', 'host', 'user-agent']);
  const sent = seen[0] ?? [];
  assert.ok(sent.includes('x-client-info'), sent.join(', '));
  for (const header of sent) if (!browserOwned.has(header)) assert.ok(allowed.has(header), `${header} is not allowed`);
});
