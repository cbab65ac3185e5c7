// `npm test`: the whole suite, in order: typecheck, lint, unit and component tests,
// server-function tests (Deno), build, first-load size budgets, a docs page in the built
// Storybook for every component folder, end-to-end tests in Chromium against the built site,
// and the visual and copy regression suite (screenshots and ARIA snapshots of every page and
// story, playwright.visual.config.ts; with them, every story renders, plays and passes axe).
// Stops at the first failing step and exits non-zero.
// `node scripts/test.mjs unit e2e` runs only the named steps; arguments after `--` go to
// Playwright in the e2e and visual steps (CI's shards: `visual -- --shard=2/4`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumVersion, ensureChromium, headlessShellPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
console.log(`Chromium: ${chromium} (${chromiumVersion(chromium)})`);
const shell = headlessShellPath();
if (shell !== chromium) console.log(`Headless shell, for e2e: ${shell} (${chromiumVersion(shell)})`);

const dashDash = process.argv.indexOf('--');
const playwrightArgs = dashDash < 0 ? [] : process.argv.slice(dashDash + 1);

/** Runs a command; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const steps = [
  // The service worker has its own types (WebWorker, not DOM): src/serviceWorker/tsconfig.json.
  ['typecheck', async () => (await run(bin('tsc'), ['--noEmit', '-p', '.'])) || run(bin('tsc'), ['--noEmit', '-p', 'src/serviceWorker'])],
  ['lint', () => run(bin('biome'), ['lint', '.'])],
  ['unit', () => run(bin('vitest'), ['run'])],
  ...(existsSync(path.join(root, 'scripts', 'test-functions.mjs'))
    ? [['functions', () => run(process.execPath, ['scripts/test-functions.mjs'])]]
    : []),
  ['build', () => run('npm', ['run', 'build'])],
  ['size', () => run(process.execPath, ['scripts/size-report.mjs', '--check'])],
  ['build-storybook', () => run('npm', ['run', 'build-storybook'])],
  ['storybook-docs', () => run(process.execPath, ['scripts/storybook-docs.mjs'])],
  ['e2e', () => run(bin('playwright'), ['test', ...playwrightArgs])],
  ['visual', () => run(bin('playwright'), ['test', '-c', 'playwright.visual.config.ts', ...playwrightArgs])],
];

const only = process.argv.slice(2, dashDash < 0 ? undefined : dashDash);
const results = [];
for (const [name, step] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const code = await step();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) break;
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✔' : '✘'} ${result.name.padEnd(16)} ${result.seconds} s`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
