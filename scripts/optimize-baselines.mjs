// Losslessly recompresses the visual baselines (PNG) with oxipng, through @napi-rs/image:
// Playwright writes its screenshots with a fast zlib setting, oxipng rewrites the same pixels
// in about three quarters of the bytes. Each file's pixels are proved identical before it is
// written (decoded before and after with pngjs, an independent decoder: same width, height
// and RGBA bytes), and a file is written only when the result is smaller. The same input
// always gives the same bytes. tests/visual/optimized.json records the sha256 of every
// baseline this script has optimised; tests/unit/optimizedBaselines.test.ts fails when a
// baseline in the enforced scope is not the one recorded, or a record names a missing file.
// scripts/update-visuals.mjs runs this on every baseline it writes. docs/visual-baselines.md.
//   node scripts/optimize-baselines.mjs <file.png...>   those files
//   node scripts/optimize-baselines.mjs --changed       the baselines git reports as changed or new
//   node scripts/optimize-baselines.mjs --dir <folder>  every PNG under __baselines__/<folder>
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { losslessCompressPngSync } from '@napi-rs/image';
import { PNG } from 'pngjs';
// update-visuals.mjs imports this module back: nothing here reads its bindings at load time.
import { baselineChanges, baselinesDir } from './update-visuals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const recordFile = 'tests/visual/optimized.json';

/**
 * Whether a baseline, named from __baselines__ ("stories/x-desktop.png"), must be optimised:
 * every PNG. (pages/fr/ and pages/pt/ were the last to join, one change after the rest:
 * a change can carry only so much binary diff.)
 */
export const enforced = (name) => name.endsWith('.png');

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** oxipng with @napi-rs/image's defaults (oxipng's preset 2: all five row filters, every lossless reduction, safe chunks kept). */
const oxipng = (bytes) => losslessCompressPngSync(bytes);

/** Whether two PNGs hold the same image: same size and the same RGBA bytes (16-bit samples as they are). */
export function samePixels(a, b) {
  const decode = (bytes) => PNG.sync.read(bytes, { skipRescale: true });
  const [x, y] = [decode(a), decode(b)];
  const bytesOf = (data) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return x.width === y.width && x.height === y.height && x.data.BYTES_PER_ELEMENT === y.data.BYTES_PER_ELEMENT && bytesOf(x.data).equals(bytesOf(y.data));
}

/** The bytes to keep: the recompressed ones if smaller and proved identical in pixels, else the input. */
export function optimizePng(input, compress = oxipng) {
  const output = compress(input);
  if (output.length >= input.length) return input;
  if (!samePixels(input, output)) throw new Error('the recompressed image differs in pixels: not written');
  return output;
}

export function readRecord(cwd = root) {
  const file = path.join(cwd, recordFile);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The record as this script writes it: keys sorted, two-space indents, a final newline. */
export const formatRecord = (record) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;

/** Every PNG under __baselines__ (or one of its folders), named from __baselines__, sorted. */
export function listBaselines(cwd = root, folder = '') {
  const dir = path.join(cwd, baselinesDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();
}

/** "stories/x-desktop.png" from a path (resolved from `from`) to a PNG under cwd's __baselines__. */
function baselineName(file, cwd, from = cwd) {
  const relative = path.relative(path.join(cwd, baselinesDir), path.resolve(from, file)).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative) || !relative.endsWith('.png')) throw new Error(`not a PNG baseline under ${baselinesDir}: ${file}`);
  return relative;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Optimises the given baselines (named from __baselines__: "stories/x-desktop.png"), writes
 * each one that shrank, and records every one in optimized.json, where it also drops the
 * records of files that no longer exist. One whose bytes are already the recorded ones is
 * left alone. Returns one row per file: its bytes before and after, wall and CPU time.
 */
export function optimizeBaselines(names, { cwd = root, log = console.log } = {}) {
  const record = readRecord(cwd);
  const rows = [];
  for (const name of names.map((given) => baselineName(path.join(baselinesDir, given), cwd))) {
    const file = path.join(cwd, baselinesDir, name);
    const input = readFileSync(file);
    if (record[name] === sha256(input)) {
      rows.push({ name, before: input.length, after: input.length, ms: 0, cpuMs: 0, skipped: true });
      log(`  ${name}: ${input.length} bytes, already optimised`);
      continue;
    }
    const start = performance.now();
    const cpu = process.cpuUsage();
    const output = optimizePng(input);
    const { user, system } = process.cpuUsage(cpu);
    const row = { name, before: input.length, after: output.length, ms: performance.now() - start, cpuMs: (user + system) / 1000, skipped: false };
    if (output !== input) writeFileSync(file, output);
    record[name] = sha256(output);
    rows.push(row);
    const saved = `${((1 - row.after / row.before) * 100).toFixed(1)}% less`;
    log(`  ${name}: ${row.before} -> ${row.after} bytes (${saved}) in ${Math.round(row.ms)} ms (CPU ${Math.round(row.cpuMs)} ms)`);
  }
  for (const name of Object.keys(record)) {
    if (!existsSync(path.join(cwd, baselinesDir, name))) {
      delete record[name];
      log(`  ${name}: no longer exists, its record dropped`);
    }
  }
  writeFileSync(path.join(cwd, recordFile), formatRecord(record));
  const done = rows.filter((row) => !row.skipped);
  const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
  if (rows.length > 0) {
    log(
      `${rows.length} baselines: ${sum(rows, 'before')} -> ${sum(rows, 'after')} bytes (${kib(sum(rows, 'before'))} -> ${kib(sum(rows, 'after'))}); ` +
        `${done.length} recompressed in ${(sum(done, 'ms') / 1000).toFixed(1)} s, CPU ${(sum(done, 'cpuMs') / 1000).toFixed(1)} s (${Math.round(sum(done, 'cpuMs') / Math.max(done.length, 1))} ms a file).`,
    );
  }
  return rows;
}

/** What the unit test checks: enforced baselines whose bytes are not the recorded ones, and records of missing files. */
export function auditBaselines(cwd = root) {
  const record = readRecord(cwd);
  const checked = listBaselines(cwd).filter(enforced);
  const unoptimised = checked.filter((name) => record[name] !== sha256(readFileSync(path.join(cwd, baselinesDir, name))));
  const stale = Object.keys(record).filter((name) => !existsSync(path.join(cwd, baselinesDir, name)));
  return { checked, unoptimised, stale };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { changed: { type: 'boolean', default: false }, dir: { type: 'string' } },
  });
  const modes = [values.changed, values.dir !== undefined, positionals.length > 0].filter(Boolean).length;
  if (modes !== 1) {
    console.error('Usage: node scripts/optimize-baselines.mjs (<file.png...> | --changed | --dir <folder under tests/visual/__baselines__>)');
    process.exit(2);
  }
  let names;
  if (values.changed) {
    const { changed, added } = baselineChanges(root);
    names = [...changed, ...added].filter((file) => file.endsWith('.png')).map((file) => baselineName(file, root));
  } else if (values.dir !== undefined) {
    names = listBaselines(root, values.dir.replace(/\/+$/, ''));
  } else {
    names = positionals.map((file) => baselineName(file, root, process.cwd()));
  }
  console.log(`Optimising ${names.length} baselines with oxipng:`);
  optimizeBaselines(names);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
