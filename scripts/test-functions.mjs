// The server-function tests (picked up by `npm test` as its "functions" step):
//   1. type-check the deployable entry points as the Supabase CLI bundles them (each with its
//      own deno.json, npm packages from the registry),
//   2. run the Deno test suite in tests/functions/ (PGlite, supabase-js, smtp-server,
//      fast-check, the Node bundle, and the deployed entry points against a real PostgreSQL
//      server the tests start: Debian's, installed when missing, see scripts/postgres.mjs).
// Extra arguments go to `deno test` (e.g. a single file, or --filter).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const deno = path.join(root, 'node_modules', '.bin', 'deno');
const env = { ...process.env, PG_BIN: ensurePostgres() };
const run = (args) => spawnSync(deno, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const functions = ['send-contact-email', 'subscribe-newsletter', 'newsletter-confirm', 'newsletter-unsubscribe', 'outbox-retry'];
for (const name of functions) {
  const dir = `supabase/functions/${name}`;
  const code = run(['check', '--quiet', '--config', `${dir}/deno.json`, `${dir}/index.ts`]);
  if (code !== 0) process.exit(code);
}
const extra = process.argv.slice(2);
// --parallel: the test files run side by side, one per core (each starts its own servers on
// free ports and its own databases), instead of one after another: most of them wait on
// PostgreSQL, SMTP or a spawned function rather than compute.
process.exit(run(['test', '-A', '--parallel', ...(extra.length ? extra : ['tests/functions/'])]));
