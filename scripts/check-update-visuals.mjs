// Proves the update-visuals flow on a throwaway clone of the committed HEAD, running the
// shell of the workflow's own steps (.github/workflows/update-visuals.yml: "Regenerate and
// commit the changed baselines", then "Push to the branch", to a bare repository standing for
// GitHub): one tone of the Badge changes colour (the neutral one), the badge stories are
// re-shot (the workflow's `grep` input), and the check asserts that the pushed commit holds
// exactly the baseline whose pixels changed (the Tones story, which shows the neutral badge;
// not the Brand story, which does not) with its record in tests/visual/optimized.json, that
// the shot was committed optimised (scripts/optimize-baselines.mjs), that CHROMIUM_VERSION
// was left alone by this partial update, that the commit message names the shot and the
// reason, and that a second run commits nothing. About 3 minutes on 2 cores (two builds and
// four shots).
//   VISUAL_PORT=… VISUAL_STORYBOOK_PORT=… node scripts/check-update-visuals.mjs [--keep]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { auditBaselines } from './optimize-baselines.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const work = mkdtempSync(path.join(tmpdir(), 'update-visuals-'));
const clone = path.join(work, 'clone');
const origin = path.join(work, 'origin.git');
const branch = 'visual-change';
const inClone = (command, args, options = {}) => execFileSync(command, args, { cwd: clone, encoding: 'utf8', ...options });
const git = (...args) => inClone('git', args).trim();

const styleFile = 'src/components/Badge/Badge.css.ts';
const before = 'neutral: { background: vars.color.surface.subtle, color: vars.color.text.secondary }';
const after = 'neutral: { background: vars.color.surface.subtle, color: vars.color.text.primary }';
const filter = 'story components-badge--';
const expected = ['tests/visual/__baselines__/stories/components-badge--tones-desktop.png', 'tests/visual/optimized.json'];

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✔' : '✘'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  execFileSync('git', ['init', '--quiet', '--bare', origin]);
  mkdirSync(clone);
  git('clone', '--quiet', '--shared', root, clone);
  git('remote', 'set-url', 'origin', origin);
  git('checkout', '--quiet', '-b', branch);
  // Hard links, not a symlink: Vite refuses files whose real path is outside the project.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(clone, 'node_modules')]);
  git('config', 'user.name', 'update-visuals check');
  git('config', 'user.email', 'update-visuals-check@localhost');

  const style = readFileSync(path.join(clone, styleFile), 'utf8');
  if (!style.includes(before)) throw new Error(`${styleFile} no longer has the line this check changes: ${before}`);
  writeFileSync(path.join(clone, styleFile), style.replace(before, after));
  git('commit', '--quiet', '-am', 'Badge: the neutral tone in the primary text colour (update-visuals check)');
  const start = git('rev-parse', 'HEAD');
  git('push', '--quiet', 'origin', branch);

  // The workflow's two steps, as GitHub's runner would run them (bash, the step's env).
  const steps = parse(readFileSync(path.join(root, '.github', 'workflows', 'update-visuals.yml'), 'utf8')).jobs.update.steps;
  const stepRun = (name) => steps.find((step) => step.name === name).run;
  const outputs = path.join(work, 'github-output');
  writeFileSync(outputs, '');
  const stepEnv = { ...process.env, GITHUB_OUTPUT: outputs, BRANCH: branch, GREP: filter, REASON: 'The neutral badge reads darker.', PULL_REQUEST: '', ACTOR: 'check' };
  inClone('bash', ['-e', '-c', stepRun('Regenerate and commit the changed baselines')], { stdio: 'inherit', env: stepEnv });
  const commitOutput = readFileSync(outputs, 'utf8').match(/^commit=(\w+)$/m)?.[1];
  check(commitOutput === git('rev-parse', 'HEAD'), `the step's output names the new commit (${commitOutput})`);
  if (commitOutput) inClone('bash', ['-e', '-c', stepRun('Push to the branch')], { stdio: 'inherit', env: stepEnv });
  check(execFileSync('git', ['rev-parse', branch], { cwd: origin, encoding: 'utf8' }).trim() === commitOutput, 'the commit was pushed to the branch');
  const summary = path.join(work, 'step-summary.md');
  const count = readFileSync(outputs, 'utf8').match(/^count=(\d+)$/m)?.[1];
  inClone('bash', ['-e', '-c', stepRun('Job summary')], { env: { ...stepEnv, GITHUB_STEP_SUMMARY: summary, COMMIT: commitOutput ?? '', COUNT: count ?? '' } });
  check(readFileSync(summary, 'utf8').includes(`1 changed or new, committed to \`${branch}\` as ${commitOutput}`), 'the job summary names the commit');

  const commits = git('rev-list', `${start}..HEAD`).split('\n').filter(Boolean);
  check(commits.length === 1, `one commit was made (${commits.length})`);
  const committed = git('diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD').split('\n').filter(Boolean);
  check(JSON.stringify(committed) === JSON.stringify(expected), `it holds exactly ${expected.join(', ')} (got: ${committed.join(', ') || 'nothing'})`);
  check(!committed.some((file) => file.endsWith('CHROMIUM_VERSION')), 'CHROMIUM_VERSION is not in a partial update');
  const audit = auditBaselines(clone);
  check(audit.unoptimised.length === 0 && audit.stale.length === 0, `every enforced baseline is optimised and recorded (not: ${[...audit.unoptimised, ...audit.stale].join(', ') || 'none'})`);
  for (const file of committed) check(git('rev-parse', `HEAD:${file}`) !== git('rev-parse', `${start}:${file}`), `${file}: its bytes differ from the parent's`);
  const message = git('log', '-1', '--format=%B');
  check(message.includes('components-badge--tones-desktop.png') && message.includes('The neutral badge reads darker.'), 'the message names the shot and gives the reason');
  check(message.includes('scripts/optimize-baselines.mjs'), 'the message says the shot was optimised');
  check(git('status', '--porcelain') === '', 'the clone is clean afterwards');

  // Re-shooting the same stories now matches every baseline: nothing more to commit. (First
  // the previous run's site server must have let go of its database: one process at a time.)
  const lock = path.join(clone, '.data', `visual-${process.env.VISUAL_PORT ?? 4320}`, 'pglite.lock');
  for (let waited = 0; existsSync(lock) && waited < 30; waited++) await new Promise((resolve) => setTimeout(resolve, 1000));
  const update = ['scripts/update-visuals.mjs', '--commit', '--grep', filter, '--skip-build'];
  inClone(process.execPath, update, { stdio: 'inherit' });
  check(git('rev-list', '--count', `${start}..HEAD`) === '1', 'a second run commits nothing');
} catch (error) {
  failures.push(String(error.message ?? error));
  console.error(error);
} finally {
  if (keep) console.log(`Clone kept at ${clone}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(failures.length === 0 ? '\nupdate-visuals check: passed' : `\nupdate-visuals check: ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
