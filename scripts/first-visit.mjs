// The parts of `npm run bench:first-visit` (scripts/bench-first-visit.mjs) that need no
// browser: which pages have islands, what kind of file a response is, the budgets of
// issue #24 and the table the bench prints.
import { islandsNeedingScript, needsScript } from './page-islands.mjs';

/**
 * Issue #24's budgets, in bytes over the wire during a first visit: a page without islands
 * at most 45 KiB and no script file, a page with islands at most 100 KiB; with Save-Data on,
 * no script on any page (a tap may fetch it, the visit alone may not).
 */
export const budgets = { withoutIslands: 45 * 1024, withIslands: 100 * 1024 };

/**
 * What the table splits a visit into. `worker` is a service worker's own script
 * (Sec-Fetch-Dest: serviceworker): counted in the total, apart from the scripts a page loads,
 * which the no-script budgets are about.
 */
export const KINDS = ['script', 'worker', 'font', 'html', 'css', 'image', 'other'];

/**
 * What makes a page one "with islands", by the rule the prerender and the size step apply
 * (scripts/page-islands.mjs): its islands whose answer needs script, in the order of the
 * HTML, once each (not the header, which hydrates on intent, nor `everyPage`'s toast host),
 * and `downloads` for links whose notice the toast host raises.
 */
export function islandsOf(html, everyPage) {
  const names = [...new Set(islandsNeedingScript(html, everyPage))];
  return needsScript(html, everyPage) && names.length === 0 ? ['downloads'] : names;
}

const byDestination = {
  script: 'script',
  sharedworker: 'script',
  worker: 'script',
  font: 'font',
  document: 'html',
  iframe: 'html',
  frame: 'html',
  style: 'css',
  image: 'image',
};

/**
 * What a response is: a service worker's own script by its Sec-Fetch-Dest; the rest by its
 * Content-Type first (a worker's own fetches say only "empty" as their destination, yet a
 * script it caches is still script over the wire), then by Sec-Fetch-Dest.
 */
export function kindOf(contentType = '', destination = '') {
  if (destination === 'serviceworker') return 'worker';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (/(java|ecma)script$/.test(type)) return 'script';
  if (type.startsWith('font/') || /woff2?$|font-(sfnt|ttf|otf)$/.test(type)) return 'font';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'text/css') return 'css';
  if (type.startsWith('image/')) return 'image';
  return byDestination[destination] ?? 'other';
}

/** Bytes per kind, the total and the number of script files, from the counted responses. */
export function summarize(responses) {
  const bytes = Object.fromEntries([...KINDS, 'total'].map((kind) => [kind, 0]));
  let scriptFiles = 0;
  for (const response of responses) {
    const kind = kindOf(response.contentType, response.destination);
    bytes[kind] += response.bytes;
    bytes.total += response.bytes;
    if (kind === 'script' && response.bytes > 0) scriptFiles += 1;
  }
  return { bytes, scriptFiles };
}

/** What a route's first visit may transfer, by whether it has islands. */
export function budgetOf(hasIslands) {
  return { total: hasIslands ? budgets.withIslands : budgets.withoutIslands, scriptFiles: hasIslands ? null : 0 };
}

/**
 * The budgets a measured profile misses: "total", "script" (a script file where none may
 * be: every page with Save-Data, a page without islands always; a service worker's own
 * script is not one of the page's, it is in the total).
 */
export function missesOf(hasIslands, profileName, measured) {
  const budget = budgetOf(hasIslands);
  const misses = [];
  if (measured.bytes.total > budget.total) misses.push('total');
  const noScript = profileName === 'save-data' || budget.scriptFiles === 0;
  if (noScript && (measured.scriptFiles > 0 || measured.bytes.script > 0)) misses.push('script');
  return misses;
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);

const profileLabels = { normal: '', 'save-data': 'SD ' };
const columnTitles = { total: 'Total', script: 'Script', worker: 'Worker', font: 'Font', html: 'HTML', css: 'CSS', image: 'Image', other: 'Other' };

/**
 * The table: one line per route, the route's islands yes/no, then for each profile its KiB
 * (Total, Script with the number of script files, Worker, Font, HTML, CSS, Image, Other), the budget
 * and what is over it. `rows`: { route, islands: string[], results: { [profile]: { bytes,
 * scriptFiles } | { error } } }.
 */
export function formatTable(rows, profileNames) {
  const header = ['Page', 'Islands'];
  for (const name of profileNames) {
    for (const kind of ['total', ...KINDS]) header.push(`${profileLabels[name] ?? `${name} `}${columnTitles[kind]}`);
  }
  header.push('Budget', 'Over');
  const lines = rows.map((row) => {
    const hasIslands = row.islands.length > 0;
    const line = [row.route, hasIslands ? 'yes' : 'no'];
    const over = [];
    for (const name of profileNames) {
      const result = row.results[name];
      if (!result || result.error) {
        line.push(`FAILED${result?.error ? `: ${result.error}` : ''}`, ...KINDS.map(() => ''));
        continue;
      }
      for (const kind of ['total', ...KINDS]) line.push(kind === 'script' ? `${kib(result.bytes.script)} (${result.scriptFiles})` : kib(result.bytes[kind]));
      for (const miss of missesOf(hasIslands, name, result)) over.push(`${profileLabels[name] ?? `${name} `}${miss}`);
    }
    const budget = budgetOf(hasIslands);
    line.push(`${kib(budget.total)}${budget.scriptFiles === 0 ? ', no script' : ''}`, over.length > 0 ? `OVER: ${over.join(', ')}` : '');
    return line;
  });
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column].length)));
  // Figures right-aligned, words left-aligned.
  const numeric = (column) => column >= 2 && column < header.length - 2;
  return all.map((line) => line.map((cell, column) => (numeric(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd());
}

/** The summary line: routes measured, how many miss a budget, per profile. */
export function summaryLine(rows, profileNames) {
  const measured = rows.filter((row) => profileNames.every((name) => row.results[name] && !row.results[name].error));
  const over = measured.filter((row) => profileNames.some((name) => missesOf(row.islands.length > 0, name, row.results[name]).length > 0));
  const failed = rows.length - measured.length;
  const perProfile = profileNames.map((name) => `${name} ${measured.filter((row) => missesOf(row.islands.length > 0, name, row.results[name]).length > 0).length}`);
  return `${measured.length} of ${rows.length} routes measured${failed > 0 ? ` (${failed} failed)` : ''}; ${over.length} over budget (${perProfile.join(', ')}).`;
}
