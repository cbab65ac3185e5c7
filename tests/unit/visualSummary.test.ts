// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failuresOf, linkOf, pixelsOf, summarize } from '../../scripts/visual-summary.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts', 'visual-summary.mjs');

/**
 * A real report of the visual suite: one word of one French page changed in a built
 * copy of the site (dist/fr/services/madrid/index.html: "Délai habituel" became "Délai
 * ordinaire"),
 * then `pages.spec.ts -g "page /fr/services/madrid$"` run at every viewport with the JSON
 * reporter. Absolute paths were replaced by /repo, the repository root.
 */
const oneWordFixture = path.join(import.meta.dirname, '__fixtures__', 'visual-report-one-word.json');
const oneWordReport = JSON.parse(readFileSync(oneWordFixture, 'utf8'));
const changedPage = '/fr/services/madrid';

describe('the visual summary of a real run where one word of one French page changed', () => {
  it('names that page, its locale and its viewport, and nothing else', () => {
    const { changed, other } = failuresOf(oneWordReport);
    expect(other).toEqual([]);
    const pages = new Set(changed.map((entry) => `${entry.subject} | ${entry.locale} | ${entry.viewport}`));
    expect([...pages]).toEqual([`page \`${changedPage}\` | fr | mobile 390×844`]);
    // The screenshot and the ARIA snapshot of <main> both caught it.
    expect(changed.map((entry) => entry.kind).sort()).toEqual(['ARIA', 'screenshot']);
  });

  it('prints one row per changed snapshot, with the files to look at and the changed words', () => {
    const markdown = execFileSync(process.execPath, [script, '--visual', oneWordFixture, '--e2e', path.join(root, 'no-such-report.json')], { encoding: 'utf8' });
    const rows = markdown.split('\n').filter((line) => line.startsWith('| [page'));
    expect(rows).toHaveLength(2);
    // Linked to the page on the site (src/content/site.ts's origin by default).
    for (const row of rows) expect(row).toMatch(/^\| \[page `\/fr\/services\/madrid`\]\(https:\/\/www\.voltapharma\.example\/fr\/services\/madrid\) \| fr \| mobile 390×844 \| (screenshot|ARIA) \|/);
    // How much changed: the screenshot's pixels, the ARIA snapshot's lines.
    expect(rows.find((row) => row.includes('| screenshot |'))).toContain('| 243 px |');
    expect(rows.find((row) => row.includes('| ARIA |'))).toContain('| 2 lines |');
    expect(markdown).toContain('diff: `test-results-visual/');
    expect(markdown).toContain('expected: `tests/visual/__baselines__/pages/fr/services-madrid-mobile.png`');
    expect(markdown).toContain('\n-    - listitem: Délai habituel d’obtention de la protection 8 à 15 mois\n');
    expect(markdown).toContain('\n+    - listitem: Délai ordinaire d’obtention de la protection 8 à 15 mois\n');
    expect(markdown).not.toContain('### End-to-end failures');
    expect(markdown).not.toContain('Chromium differs');
  });

  it("says so when the run's Chromium is not the one the baselines were made with", () => {
    const note = 'Baselines were made with Chromium 156.0.8078.79, this run uses Chromium 157.0.1.2';
    const report = structuredClone(oneWordReport);
    const failed = report.suites[0].specs[0].tests.find((test: { status: string }) => test.status === 'unexpected');
    failed.annotations.push({ type: 'Chromium version', description: note });
    expect(summarize({ visual: report })).toContain(`> **Chromium differs from the baselines'.** ${note}`);
  });
});

/** The smallest JSON report Playwright writes for one failed e2e test on the mobile project. */
const e2eReport = {
  config: {
    configFile: '/repo/playwright.config.ts',
    rootDir: '/repo/tests/e2e',
    metadata: {},
    projects: [
      { name: 'desktop', metadata: { viewport: { width: 1280, height: 800 } } },
      { name: 'mobile', metadata: { viewport: { width: 390, height: 844 } } },
    ],
  },
  suites: [
    {
      title: 'faq.spec.ts',
      file: 'faq.spec.ts',
      specs: [],
      suites: [
        {
          title: 'FAQ page',
          file: 'faq.spec.ts',
          specs: [
            {
              title: 'an answer opens on a tap',
              file: 'faq.spec.ts',
              line: 12,
              tests: [
                {
                  projectName: 'mobile',
                  expectedStatus: 'passed',
                  status: 'unexpected',
                  annotations: [],
                  results: [
                    {
                      status: 'failed',
                      errors: [{ message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole(...)' }],
                      attachments: [{ name: 'trace', contentType: 'application/zip', path: '/repo/test-results/faq-an-answer-opens-mobile/trace.zip' }],
                      annotations: [],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [],
};

describe('an e2e failure', () => {
  it('is listed apart from the visual changes, with its viewport, place, error and trace', () => {
    const markdown = summarize({ visual: oneWordReport, e2e: e2eReport });
    const [visualPart, e2ePart] = markdown.split('### End-to-end failures');
    expect(visualPart).not.toContain('an answer opens on a tap');
    expect(e2ePart).toContain(
      '- **FAQ page › an answer opens on a tap** (mobile 390×844, `tests/e2e/faq.spec.ts:12`): Error: expect(locator).toBeVisible() failed. Trace: `test-results/faq-an-answer-opens-mobile/trace.zip`',
    );
    expect(e2ePart).not.toContain(changedPage);
  });

  it('says so when neither report exists (the run stopped before those steps)', () => {
    expect(summarize({})).toContain('No Playwright report');
  });
});

describe('the size of a change and where to see its subject', () => {
  it('reads the pixels that differ and a change of size from Playwright\'s message', () => {
    expect(pixelsOf('  243 pixels (ratio 0.01 of all image pixels) are different.')).toEqual({ pixels: 243, sizeChange: undefined });
    expect(pixelsOf('Expected an image 1280px by 2000px, received 1280px by 2040px. 51200 pixels (ratio 0.02 of all image pixels) are different.')).toEqual({
      pixels: 51200,
      sizeChange: { from: '1280×2000', to: '1280×2040' },
    });
    expect(pixelsOf('Timeout 10000ms exceeded')).toEqual({ pixels: undefined, sizeChange: undefined });
  });

  it('links a story to the published Storybook and a page to the site', () => {
    const links = { storybookUrl: 'https://acme.github.io/site/', siteUrl: 'https://www.example.com' };
    expect(linkOf('story components-button--primary', links)).toBe('https://acme.github.io/site/?path=/story/components-button--primary');
    expect(linkOf('page /fr/about', links)).toBe('https://www.example.com/fr/about');
    expect(linkOf('page /', links)).toBe('https://www.example.com/');
    expect(linkOf('header and footer fr', links)).toBeUndefined();
    expect(linkOf('story components-button--primary', {})).toBeUndefined();
  });

  it('gives each changed story in the summary its Storybook link', () => {
    const report = structuredClone(oneWordReport);
    report.suites[0].specs[0].title = 'story components-badge--tones';
    const markdown = summarize({ visual: report }, { storybookUrl: 'https://acme.github.io/site' });
    expect(markdown).toContain('| [story `components-badge--tones`](https://acme.github.io/site/?path=/story/components-badge--tones) | fr |');
  });
});
