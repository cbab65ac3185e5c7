// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewPage } from '../../scripts/visual-review.mjs';

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, '__fixtures__', 'visual-report-one-word.json'), 'utf8'));

/**
 * The real report of one changed French page (visualSummary.test.ts), with its image files
 * made again under a temporary root: the page embeds what is on disk.
 */
function withImagesOnDisk() {
  const root = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  const report = JSON.parse(JSON.stringify(fixture).replaceAll('/repo/', `${root}/`));
  report.config.configFile = path.join(root, 'playwright.visual.config.ts');
  const images = new Map<string, string>();
  for (const suite of report.suites)
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const result of test.results)
          for (const attachment of result.attachments) {
            if (!attachment.path?.endsWith('.png')) continue;
            mkdirSync(path.dirname(attachment.path), { recursive: true });
            const bytes = `png bytes of ${attachment.name}`;
            writeFileSync(attachment.path, bytes);
            images.set(attachment.name, Buffer.from(bytes).toString('base64'));
          }
  return { root, report, images };
}

describe('the visual review page', () => {
  it('embeds the expected, actual and diff images of each changed shot, with its pixels and its page', () => {
    const { root, report, images } = withImagesOnDisk();
    const html = reviewPage(report, { root, title: 'Visual review of #7', siteUrl: 'https://www.example.com' });
    expect(html).toContain('<title>Visual review of #7</title>');
    expect(images.size).toBe(3);
    for (const [name, base64] of images) expect(html, name).toContain(`src="data:image/png;base64,${base64}"`);
    expect(html).toContain('<a href="https://www.example.com/fr/services/madrid">page /fr/services/madrid</a>');
    expect(html).toContain('fr · mobile 390×844 · screenshot · 243 px');
    // The ARIA snapshot's change is shown as its text diff.
    expect(html).toContain('+    - listitem: Délai ordinaire d’obtention de la protection 8 à 15 mois');
  });

  it('says so when there is no report', () => {
    expect(reviewPage(undefined, { root: tmpdir() })).toContain('No visual report');
  });
});
