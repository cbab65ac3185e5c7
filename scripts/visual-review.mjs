// One HTML file that QA opens in the browser to review a visual change: every changed shot
// of the visual suite's JSON report with its expected, actual and diff images embedded (no
// zip to unpack, no server), how many pixels differ, and a link to the story in the
// published Storybook or to the page on the site. CI uploads it as a non-zipped artifact
// (ci.yml, job visual-report), which GitHub opens straight in the browser.
//   node scripts/visual-review.mjs [--visual FILE] [--out FILE] [--storybook-url URL]
//     [--site-url URL] [--title TEXT]
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { amountOf, failuresOf, linkOf, readReport, siteOrigin } from './visual-summary.mjs';

/**
 * Past this many bytes of images, the rest are listed without pictures (the full report
 * artifact has them): a browser opens a 40 MB page; a run on another Chromium can change
 * every shot at once.
 */
const imageBudget = 40 * 1024 * 1024;

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A data: URL of a PNG or text file, or undefined when it is missing or over the budget. */
function embed(file, budget) {
  if (!file || !existsSync(file)) return undefined;
  const size = statSync(file).size;
  if (size > budget.left) return undefined;
  budget.left -= size;
  const type = file.endsWith('.png') ? 'image/png' : 'text/plain';
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

function shotSection(entry, index, { root, links, budget }) {
  const link = linkOf(entry.title, links);
  const subject = escapeHtml(entry.subject.replaceAll('`', ''));
  const heading = link ? `<a href="${escapeHtml(link)}">${subject}</a>` : subject;
  const facts = [entry.locale, entry.viewport, entry.kind, amountOf(entry)].filter(Boolean).map(escapeHtml).join(' · ');
  let body;
  if (entry.kind === 'ARIA') {
    body = entry.ariaDiff ? `<pre>${escapeHtml(entry.ariaDiff)}</pre>` : '<p>The words changed; the text diff is in the full report.</p>';
  } else {
    const figures = ['expected', 'actual', 'diff']
      .filter((role) => entry.files[role])
      .map((role) => {
        const source = embed(path.join(root, entry.files[role]), budget);
        const picture = source ? `<img src="${source}" alt="${role}" loading="lazy">` : `<p>Not embedded (size budget): <code>${escapeHtml(entry.files[role])}</code></p>`;
        return `<figure><figcaption>${role}</figcaption>${picture}</figure>`;
      });
    body = `<div class="images">${figures.join('')}</div>`;
  }
  return `<section id="shot-${index + 1}"><h2>${index + 1}. ${heading}</h2><p class="facts">${facts}</p><p class="file">Baseline <code>${escapeHtml(entry.name)}</code> of project <code>${escapeHtml(entry.project)}</code></p>${body}</section>`;
}

/** The whole page, as a string. */
export function reviewPage(report, { root, title = 'Visual review', storybookUrl, siteUrl } = {}) {
  const links = { storybookUrl, siteUrl };
  const budget = { left: imageBudget };
  const parts = [];
  if (!report) {
    parts.push('<p>No visual report: the visual suite did not run (see the workflow log).</p>');
  } else {
    const { changed, other } = failuresOf(report);
    parts.push(
      `<p>${changed.length} changed ${changed.length === 1 ? 'snapshot' : 'snapshots'}, ${other.length} other ${other.length === 1 ? 'failure' : 'failures'}.</p>`,
    );
    if (changed.length > 0) {
      parts.push(`<ol class="toc">${changed.map((entry, index) => `<li><a href="#shot-${index + 1}">${escapeHtml(entry.subject.replaceAll('`', ''))}</a> · ${escapeHtml(entry.viewport)} · ${escapeHtml(amountOf(entry))}</li>`).join('')}</ol>`);
      const note = changed.find((entry) => entry.chromiumNote)?.chromiumNote;
      if (note) parts.push(`<p class="note"><strong>Chromium differs from the baselines'.</strong> ${escapeHtml(note)}</p>`);
      parts.push(...changed.map((entry, index) => shotSection(entry, index, { root, links, budget })));
    }
    if (other.length > 0) parts.push(`<h2>Failed without a snapshot</h2><ul>${other.map((entry) => `<li><strong>${escapeHtml(entry.title)}</strong> (${escapeHtml(entry.viewport)}): ${escapeHtml(entry.error)}</li>`).join('')}</ul>`);
    if (changed.length === 0 && other.length === 0) parts.push('<p>No change: every page, state and story matches its baseline.</p>');
  }
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
  section { border-top: 1px solid #ccc; padding-block: 1rem; }
  .facts { color: #555; margin: 0; }
  .file { margin: 0 0 .5rem; font-size: 13px; }
  .images { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: 600; }
  img { max-width: 100%; border: 1px solid #ddd; }
  pre { background: #f5f5f5; padding: .75rem; overflow-x: auto; }
  .note { background: #fff4ce; padding: .5rem .75rem; }
</style>
<h1>${escapeHtml(title)}</h1>
${parts.join('\n')}
</html>
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { values } = parseArgs({
    options: {
      visual: { type: 'string', default: path.join(root, 'playwright-report-visual.json') },
      out: { type: 'string', default: path.join(root, 'visual-review.html') },
      'storybook-url': { type: 'string' },
      'site-url': { type: 'string', default: siteOrigin(root) },
      title: { type: 'string', default: 'Visual review' },
    },
  });
  const html = reviewPage(readReport(values.visual), { root, title: values.title, storybookUrl: values['storybook-url'], siteUrl: values['site-url'] });
  writeFileSync(values.out, html);
  console.log(`${values.out}: ${html.length} bytes`);
}
