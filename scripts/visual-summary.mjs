// Markdown summary of what failed in the Playwright JSON reports of the visual suite
// (playwright-report-visual.json) and of the e2e tests (playwright-report.json), for CI's
// job summary and for anyone reading a failed run:
//   node scripts/visual-summary.mjs [--visual FILE] [--e2e FILE] [--artifact-url URL]
//     [--review-url URL] [--storybook-url URL] [--site-url URL]
// Each changed snapshot is one row: the page (route, linked on the site) or story (linked in
// the published Storybook), its locale, its viewport, screenshot or ARIA, how many pixels
// differ (or lines of words), and where its expected / actual / diff files are (paths from
// the repository root, as in CI's artifact). E2e failures are listed apart. Prints; never
// fails on what it reads (a missing report is said, not an error).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters as stripAnsi } from 'node:util';

/**
 * How much ARIA text diff the summary shows (the report has all of it): GitHub cuts a job
 * summary at 1 MiB, and a run on another Chromium can fail every snapshot at once.
 */
const ariaDiffLines = 40;
const ariaDiffsShown = 20;

const toPosix = (file) => file.split(path.sep).join('/');

/** Every test of a report, with the titles of the suites above it. */
function* testsOf(suites, parents = []) {
  for (const suite of suites ?? []) {
    const titles = suite.title && !suite.file?.endsWith(suite.title) ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test, file: spec.file ?? suite.file, titles };
    yield* testsOf(suite.suites, titles);
  }
}

/** "mobile 390×844" from the project's metadata (the configs record each project's viewport there). */
function viewportOf(report, projectName) {
  const project = report.config.projects.find((candidate) => candidate.name === projectName);
  const viewport = project?.metadata?.viewport;
  return viewport ? `${projectName} ${viewport.width}×${viewport.height}` : projectName;
}

/** What a visual test shoots, from its title: "page /fr/about" is a route, "story x--y" a story. */
function subjectOf(title) {
  const page = title.match(/^page (\/\S*)$/);
  if (page) return `page \`${page[1]}\``;
  const story = title.match(/^story (\S+)$/);
  if (story) return `story \`${story[1]}\``;
  return title;
}

/**
 * Where a reviewer sees the subject as it is published: a story in the Storybook
 * (storybook.yml publishes main's), a page on the site. Undefined for a state or a snapshot
 * of the header (their test title names no single page).
 */
export function linkOf(title, { storybookUrl, siteUrl } = {}) {
  const join = (base, tail) => `${base.replace(/\/+$/, '')}/${tail.replace(/^\/+/, '')}`;
  const story = title.match(/^story (\S+)$/);
  if (story && storybookUrl) return join(storybookUrl, `?path=/story/${story[1]}`);
  const page = title.match(/^page (\/\S*)$/);
  if (page && siteUrl) return join(siteUrl, page[1]);
  return undefined;
}

/** The error of a result that names one snapshot ("Snapshot: pages/fr/about.png"). */
const errorOf = (result, name) =>
  result.errors.map((candidate) => stripAnsi(candidate.message ?? '')).find((message) => message.includes(`Snapshot: ${name}`));

/**
 * How much a screenshot changed, from Playwright's message: the pixels that differ, and the
 * old and new sizes when the image changed size.
 */
export function pixelsOf(message = '') {
  const pixels = message.match(/(\d+) pixels \(ratio [\d.]+ of all image pixels\) are different/);
  const size = message.match(/Expected an image (\d+)px by (\d+)px, received (\d+)px by (\d+)px/);
  return {
    pixels: pixels ? Number(pixels[1]) : undefined,
    sizeChange: size ? { from: `${size[1]}×${size[2]}`, to: `${size[3]}×${size[4]}` } : undefined,
  };
}

/**
 * The snapshots a failed result compared, from its attachments ("pages/fr/about-actual.png":
 * the snapshot pages/fr/about.png). A baseline's locale is its folder (tests/visual/support.ts
 * `baselinePrefix`: French ones under fr/, the default locale's at the top).
 */
function snapshotsOf(result, report, relative) {
  const byName = new Map();
  for (const attachment of result.attachments) {
    const match = attachment.name.match(/^(.*)-(expected|actual|diff|previous)(\.[\w.]+)$/);
    if (!match || !attachment.path) continue;
    const [, base, role, extension] = match;
    const name = `${base}${extension}`;
    const snapshot = byName.get(name) ?? { name, files: {} };
    snapshot.files[role] = relative(attachment.path);
    byName.set(name, snapshot);
  }
  const { defaultLocale, locales = [] } = report.config.metadata ?? {};
  return [...byName.values()]
    .filter((snapshot) => snapshot.files.actual)
    .map((snapshot) => {
      const [, folder] = snapshot.name.split('/');
      const locale = locales.includes(folder) ? folder : defaultLocale;
      const kind = /\.ya?ml$/.test(snapshot.name) ? 'ARIA' : 'screenshot';
      const ariaDiff = kind === 'ARIA' ? ariaDiffOf(result, snapshot.name) : undefined;
      const change = kind === 'screenshot' ? pixelsOf(errorOf(result, snapshot.name)) : {};
      return { ...snapshot, locale, kind, ariaDiff, ...change, missing: !snapshot.files.expected };
    });
}

/**
 * The text diff Playwright wrote for one ARIA snapshot: in the error whose "Snapshot:" line
 * names it, the lines from the first hunk header ("@@ -6,11 +6,11 @@") to that line.
 */
function ariaDiffOf(result, name) {
  const error = errorOf(result, name);
  if (!error) return undefined;
  const lines = error.split('\n');
  const start = lines.findIndex((line) => /^\s*@@ .* @@/.test(line));
  const end = lines.findIndex((line) => line.trim() === `Snapshot: ${name}`);
  if (start < 0 || end < start) return undefined;
  const hunk = lines.slice(start, end);
  while (hunk.length > 0 && hunk.at(-1).trim() === '') hunk.pop();
  const indent = Math.min(...hunk.filter((line) => line.trim()).map((line) => line.match(/^ */)[0].length));
  return hunk
    .slice(0, ariaDiffLines)
    .map((line) => line.slice(indent))
    .join('\n');
}

const firstLine = (result) => stripAnsi(result.errors[0]?.message ?? result.error?.message ?? 'failed').trim().split('\n')[0];

/**
 * The failures of one report: `changed` (a snapshot that differs from its baseline, or has
 * none) and `other` (a test that failed without a snapshot: an error, a timeout, an
 * assertion).
 */
export function failuresOf(report) {
  // The configs sit at the repository root: paths are given from there, as in CI's artifact.
  const root = report.config.configFile ? path.dirname(report.config.configFile) : report.config.rootDir;
  const relative = (file) => toPosix(path.relative(root, file));
  const changed = [];
  const other = [];
  for (const { spec, test, file, titles } of testsOf(report.suites)) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const result = test.results.findLast((candidate) => candidate.status !== test.expectedStatus) ?? test.results.at(-1);
    const title = [...titles, spec.title].join(' › ');
    const viewport = viewportOf(report, test.projectName);
    const chromiumNote = [...test.annotations, ...(result?.annotations ?? [])].find((annotation) => annotation.type === 'Chromium version')?.description;
    // A spec's file is given from the test folder (the config's rootDir).
    const location = `${relative(path.join(report.config.rootDir, file))}:${spec.line}`;
    const snapshots = result ? snapshotsOf(result, report, relative) : [];
    for (const snapshot of snapshots) changed.push({ subject: subjectOf(title), title, project: test.projectName, viewport, location, chromiumNote, ...snapshot });
    const trace = result?.attachments.find((attachment) => attachment.name === 'trace' && attachment.path);
    if (snapshots.length === 0 || result.errors.length > snapshots.length) {
      other.push({
        title,
        viewport,
        location,
        error: result ? firstLine(result) : 'failed',
        trace: trace ? relative(trace.path) : undefined,
        flaky: test.status === 'flaky',
      });
    }
  }
  // Errors outside any test: a web server that did not start, a global setup that threw.
  for (const error of report.errors ?? []) other.push({ title: 'the run itself', viewport: 'no viewport', location: error.location ? `${relative(error.location.file)}:${error.location.line}` : 'config', error: stripAnsi(error.message ?? '').trim().split('\n')[0] });
  return { changed, other };
}

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** "1,204 px", "1,204 px, 1280×2000 → 1280×2040", "6 lines" (ARIA), "new" (no baseline). */
export function amountOf(entry) {
  if (entry.missing) return 'new';
  if (entry.kind === 'ARIA') {
    const lines = entry.ariaDiff?.split('\n').filter((line) => /^[+-]/.test(line)).length;
    return lines ? count(lines, 'line', 'lines') : '';
  }
  const parts = [entry.pixels !== undefined && `${entry.pixels.toLocaleString('en')} px`, entry.sizeChange && `${entry.sizeChange.from} → ${entry.sizeChange.to}`];
  return parts.filter(Boolean).join(', ');
}

function changedTable(changed, links) {
  const rows = changed.map((entry) => {
    const files = entry.missing
      ? `no baseline; actual: \`${entry.files.actual}\``
      : [entry.files.diff && `diff: \`${entry.files.diff}\``, `actual: \`${entry.files.actual}\``, `expected: \`${entry.files.expected}\``].filter(Boolean).join('<br>');
    const link = linkOf(entry.title, links);
    const subject = link ? `[${entry.subject}](${link})` : entry.subject;
    return `| ${cell(subject)} | ${entry.locale} | ${cell(entry.viewport)} | ${entry.kind} | ${cell(amountOf(entry))} | ${files} |`;
  });
  return ['| Page or story | Locale | Viewport | Kind | Changed | Files |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

function ariaDiffs(changed) {
  const withDiff = changed.filter((entry) => entry.ariaDiff);
  const shown = withDiff
    .slice(0, ariaDiffsShown)
    .map((entry) => `<details><summary>ARIA diff: ${entry.subject}, ${entry.locale}, ${entry.viewport}</summary>\n\n\`\`\`diff\n${entry.ariaDiff}\n\`\`\`\n</details>`);
  if (withDiff.length > ariaDiffsShown) shown.push(`${withDiff.length - ariaDiffsShown} more ARIA diffs are in the report.`);
  return shown.join('\n');
}

function otherList(other) {
  return other
    .map((entry) => {
      const trace = entry.trace ? ` Trace: \`${entry.trace}\` (\`npx playwright show-trace ${entry.trace}\`).` : '';
      return `- ${entry.flaky ? '(flaky) ' : ''}**${cell(entry.title)}** (${entry.viewport}, \`${entry.location}\`): ${cell(entry.error)}.${trace}`;
    })
    .join('\n');
}

/**
 * The summary of the visual report and the e2e report (either may be absent: the run stopped
 * before its step), as Markdown.
 */
export function summarize({ visual, e2e }, { artifactUrl, reviewUrl, storybookUrl, siteUrl } = {}) {
  const out = ['## Visual and end-to-end tests', ''];
  if (!visual && !e2e) {
    out.push('No Playwright report: the run stopped before the e2e and visual steps (see the log).');
    return `${out.join('\n')}\n`;
  }
  if (reviewUrl) out.push(`**[Open the visual review](${reviewUrl})**: one page in the browser with the expected, actual and diff image of every changed shot.`, '');
  if (artifactUrl) out.push(`Reports (expected / actual / diff images, traces): [download the artifact](${artifactUrl}); open one with \`npx playwright show-report playwright-report-visual\`.`, '');

  if (visual) {
    const { changed, other } = failuresOf(visual);
    out.push('### Visual changes', '');
    if (changed.length === 0 && other.length === 0) out.push('No change: every page, state and story matches its baseline.', '');
    if (changed.length > 0) {
      const pages = new Set(changed.map((entry) => `${entry.subject} ${entry.locale} ${entry.viewport}`));
      out.push(`${count(changed.length, 'snapshot differs', 'snapshots differ')}: ${count(pages.size, 'page or story', 'pages or stories')} at a viewport.`, '', changedTable(changed, { storybookUrl, siteUrl }), '');
      const diffs = ariaDiffs(changed);
      if (diffs) out.push(diffs, '');
      const note = changed.find((entry) => entry.chromiumNote)?.chromiumNote;
      if (note) out.push(`> **Chromium differs from the baselines'.** ${note}`, '');
    }
    if (other.length > 0) out.push('Visual tests that failed without a snapshot to compare:', '', otherList(other), '');
  }
  if (e2e) {
    const { changed, other } = failuresOf(e2e);
    out.push('### End-to-end failures', '');
    // The e2e tests' snapshots are texts (the copy guard, interaction-copy.spec.ts).
    const failures = [...other, ...changed.map((entry) => ({ ...entry, error: `its snapshot ${entry.name} differs (actual: \`${entry.files.actual}\`)` }))];
    out.push(failures.length === 0 ? 'None.' : otherList(failures), '');
  }
  return `${out.join('\n')}\n`;
}

export const readReport = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** The site's public origin as src/content/site.ts declares it (read as text: this runs without a TypeScript loader). */
export function siteOrigin(root) {
  const source = readFileSync(path.join(root, 'src', 'content', 'site.ts'), 'utf8');
  return source.match(/\borigin: '([^']+)'/)?.[1];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { values } = parseArgs({
    options: {
      visual: { type: 'string', default: path.join(root, 'playwright-report-visual.json') },
      e2e: { type: 'string', default: path.join(root, 'playwright-report.json') },
      'artifact-url': { type: 'string' },
      'review-url': { type: 'string' },
      'storybook-url': { type: 'string' },
      'site-url': { type: 'string', default: siteOrigin(root) },
    },
  });
  const links = { storybookUrl: values['storybook-url'], siteUrl: values['site-url'] };
  process.stdout.write(
    summarize({ visual: readReport(values.visual), e2e: readReport(values.e2e) }, { artifactUrl: values['artifact-url'], reviewUrl: values['review-url'], ...links }),
  );
}
