// `npm run bench:lighthouse`: builds when needed, serves the site as `npm start` does,
// runs Lighthouse (mobile, default simulated throttling) three times per route over every
// route of the route list, and prints the medians next to the targets.
//   node scripts/bench-lighthouse.mjs [--runs 3] [--only /,/about]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { readFileSync } from 'node:fs';
import { firstLoadBytes, loadRoutes } from './size-report.mjs';
import { startSite } from './start-site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const port = Number(option('port', '4340'));

const server = await startSite(port);

const routes = (await loadRoutes()).filter((route) => !option('only') || option('only').split(',').includes(route));
const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const targets = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1200, tbt: 30, cls: 0.01, js: 75 * 1024, css: 20 * 1024 };
const rows = [];
try {
  for (const route of routes) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`http://localhost:${port}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }, undefined);
      const { categories, audits, runtimeError } = result.lhr;
      // A run Lighthouse could not finish (its metrics are missing) is reported, not averaged.
      if (runtimeError) console.log(`${route}: Lighthouse run failed (${runtimeError.code}): ${runtimeError.message}`);
      samples.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        'best-practices': categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        // What the browser really downloaded as script during the run (brotli, as served).
        jsTransfer: audits['resource-summary'].details.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      });
    }
    const bytes = await firstLoadBytes(route);
    // A confirmation page says noindex on purpose, which Lighthouse's SEO score counts against it.
    const html = readFileSync(new URL(`../dist/${route === '/' ? 'index' : route.slice(1)}.html`, import.meta.url), 'utf8');
    const noindex = /<meta name="robots" content="noindex/.test(html);
    const row = { route, noindex, ...Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))])), js: bytes.js, css: bytes.css };
    rows.push(row);
    // Each route's figures as soon as they are in, so a later failure loses nothing.
    console.log(`measured ${route}: perf ${row.performance}, LCP ${Math.round(row.lcp)} ms, CLS ${row.cls}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const mark = (ok) => (ok ? ' ' : '!');
/** A figure, or "n/a" (marked as a miss) when every run of the route lacked it. */
const figure = (value, format) => (Number.isFinite(value) ? format(value) : 'n/a');
const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'CSS KiB', 'JS sent KiB'];
const lines = rows.map((row) => [
  row.route,
  `${row.performance}${mark(row.performance >= targets.performance)}`,
  `${row.accessibility}${mark(row.accessibility >= targets.accessibility)}`,
  `${row['best-practices']}${mark(row['best-practices'] >= targets['best-practices'])}`,
  row.noindex ? `${row.seo}*` : `${row.seo}${mark(row.seo >= targets.seo)}`,
  figure(row.fcp, Math.round).toString(),
  `${figure(row.lcp, Math.round)}${mark(row.lcp <= targets.lcp)}`,
  `${figure(row.tbt, Math.round)}${mark(row.tbt <= targets.tbt)}`,
  `${figure(row.cls, (value) => value.toFixed(3))}${mark(row.cls <= targets.cls)}`,
  `${kib(row.js)}${mark(row.js <= targets.js)}`,
  `${kib(row.css)}${mark(row.css <= targets.css)}`,
  kib(row.jsTransfer),
]);
const targetLine = ['target', '100', '100', '100', '100', '', '<=1200', '<=30', '<=0.010', '<=75.0', '<=20.0', ''];
const all = [header, targetLine, ...lines];
const widths = header.map((_, column) => Math.max(...all.map((line) => line[column].length)));
for (const line of all) console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
console.log(`\nMedians of ${runs} runs per route, Lighthouse mobile with simulated throttling. "!" marks a miss.`);
if (rows.some((row) => row.noindex)) console.log('"*": a noindex page (a confirmation), whose SEO score misses by design: Lighthouse counts noindex against it.');
console.log('JS and CSS: first-load gzip bytes from the build (scripts/size-report.mjs); JS sent: script bytes the browser downloaded during the run (brotli).');
