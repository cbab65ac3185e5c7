// The visual suite's site (playwright.visual.config.ts): the built dist/ served as `npm start`
// serves it (scripts/serve.mjs), from a copy whose pages say `font-display: block` where the
// site says `optional`. A shot must always show the web font; with `optional` a page painted
// before the font arrived keeps the fallback. Rewriting the copy once replaces rewriting every
// response in the browser (request routing), which cost each page test about a tenth of its time.
// The rewritten pages lose their precompressed .br/.gz siblings, so none serves the original.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'dist');
const copy = path.join(root, '.data', `visual-dist-${process.env.PORT ?? 'default'}`);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ has no build: run npm run build first.');
  process.exit(1);
}

rmSync(copy, { recursive: true, force: true });
cpSync(dist, copy, { recursive: true });
let rewritten = 0;
for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(html|css)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  if (!text.includes('font-display:optional')) continue;
  writeFileSync(file, text.replaceAll('font-display:optional', 'font-display:block'));
  for (const sibling of [`${file}.br`, `${file}.gz`]) rmSync(sibling, { force: true });
  rewritten += 1;
}
if (rewritten === 0) {
  console.error('No page of dist/ declares font-display:optional: tests/visual/serve-site.mjs no longer matches the build.');
  process.exit(1);
}

process.env.DIST_DIR = copy;
process.env.SKIP_BUILD = '1';
await import('../../scripts/serve.mjs');
