// Builds dist/sw.js, the service worker (src/serviceWorker/sw.ts, hand-written): its types
// stripped, the build's data written in (the locales' words, the version of its hashed files,
// the stylesheet of what it writes into pages), minified. Called by scripts/prerender.mjs.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'src/serviceWorker/sw.ts');
/** The kill switch (docs/offline.md, "Kill switch"): a worker of its own there is published as it is, in place of this one. */
const replacement = path.join(root, 'public/sw.js');
const PLACEHOLDER = '__SERVICE_WORKER_CONFIG__';

/**
 * The version of a build's hashed files (their names carry their content's hash): a deploy
 * that changes one gets another, so another sw.js, which the browser installs in place of
 * the old one, dropping the old files' cache.
 */
export const buildVersion = (hashedFiles) => createHash('sha256').update([...hashedFiles].sort().join('\n')).digest('hex').slice(0, 12);

/** Writes the worker to `file` with `config` (src/serviceWorker/types.ts); returns its text. */
export async function writeServiceWorker(file, config) {
  if (existsSync(replacement)) {
    console.warn('public/sw.js is published in place of the service worker (the kill switch)');
    return readFile(replacement, 'utf8');
  }
  const { code: module } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
  // A worker registered without `type: 'module'` is a classic script: no `export {}` (left where the type import was).
  const code = module.replace(/^export \{\s*\};?$/m, '');
  if (code.split(PLACEHOLDER).length !== 2) throw new Error(`${source} must name ${PLACEHOLDER} once`);
  const withConfig = code.replace(PLACEHOLDER, () => JSON.stringify(config));
  const minified = await minify('sw.js', withConfig, { compress: { target: 'es2022' }, mangle: { toplevel: true } });
  if (minified.errors?.length) throw new Error(`sw.js: ${minified.errors.map((error) => error.message).join('; ')}`);
  if (/(^|[;}])\s*(import|export)\b/m.test(minified.code)) throw new Error('sw.js must be a classic script (no import or export)');
  await writeFile(file, minified.code);
  return minified.code;
}
