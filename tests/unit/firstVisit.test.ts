import { describe, expect, it } from 'vitest';
import { formatTable, islandsOf, kindOf, missesOf, type Row, summarize, summaryLine } from '../../scripts/first-visit.mjs';

/** An island frame as the prerender writes it. */
const frame = (name: string, index: number, hydrate = 'interaction') =>
  `<div data-island="${name}" data-hydrate="${hydrate}" style="display:contents" data-id-prefix="x${index}-"><p>…</p></div>`;
/** The parts every page has: the header (hydrated on intent) and the toast host (`everyPage`). */
const chrome = [frame('site/Header', 0, 'intent'), frame('site/ToastHost', 9, 'load')];
const everyPage = new Set(['site/ToastHost']);

describe('bench:first-visit', () => {
  it('counts a page as one with islands by the prerender\'s rule: islands beside the chrome, or downloads', () => {
    expect(islandsOf(`<body>${chrome.join('')}</body>`, everyPage)).toEqual([]);
    const faq = `<body>${chrome[0]}${frame('components/FaqGroup/FaqGroup', 1)}${frame('components/FaqGroup/FaqGroup', 2)}${chrome[1]}</body>`;
    expect(islandsOf(faq, everyPage)).toEqual(['components/FaqGroup/FaqGroup']);
    // A guide's download link: its notice needs the toast host, so script.
    expect(islandsOf(`<body>${chrome.join('')}<a href="/x.pdf" download data-toast-title="Download started">PDF</a></body>`, everyPage)).toEqual(['downloads']);
    // The list of islands in a page's module map is not a frame.
    expect(islandsOf('<script type="application/json" id="page-modules">{"islands":{"site/ContactForm":[]}}</script>', everyPage)).toEqual([]);
  });

  it('tells script from the rest by Content-Type, so a service worker\'s cached script counts as script', () => {
    expect(kindOf('text/javascript; charset=utf-8', 'empty')).toBe('script');
    expect(kindOf('text/javascript', 'script')).toBe('script');
    // A service worker's own script is apart: the no-script budgets are about the page's.
    expect(kindOf('text/javascript', 'serviceworker')).toBe('worker');
    expect(kindOf('font/woff2', 'font')).toBe('font');
    expect(kindOf('text/html; charset=utf-8', 'document')).toBe('html');
    expect(kindOf('text/css', 'style')).toBe('css');
    expect(kindOf('image/svg+xml', 'image')).toBe('image');
    expect(kindOf('application/manifest+json', 'manifest')).toBe('other');
    expect(kindOf('', 'script')).toBe('script');
  });

  it('applies issue #24\'s budgets: 45 KiB and no script without islands, 100 KiB with, no script with Save-Data', () => {
    const html = { bytes: 9_000, contentType: 'text/html', destination: 'document' };
    const font = { bytes: 27_800, contentType: 'font/woff2', destination: 'font' };
    const script = { bytes: 1_000, contentType: 'text/javascript', destination: 'script' };
    const noScript = summarize([html, font]);
    expect(noScript.bytes.total).toBe(36_800);
    expect(missesOf(false, 'normal', noScript)).toEqual([]);
    const worker = { bytes: 600, contentType: 'text/javascript', destination: 'serviceworker' };
    const withWorker = summarize([html, font, worker]);
    expect(withWorker.bytes).toMatchObject({ total: 37_400, worker: 600, script: 0 });
    expect(missesOf(false, 'save-data', withWorker)).toEqual([]);
    const oneScript = summarize([html, font, script]);
    expect(oneScript.scriptFiles).toBe(1);
    expect(missesOf(false, 'normal', oneScript)).toEqual(['script']);
    expect(missesOf(true, 'normal', oneScript)).toEqual([]);
    expect(missesOf(true, 'save-data', oneScript)).toEqual(['script']);
    const big = summarize([html, font, { ...script, bytes: 63_000 }]);
    expect(missesOf(false, 'normal', big)).toEqual(['total', 'script']);
    expect(missesOf(true, 'normal', big)).toEqual([]);
    expect(missesOf(true, 'normal', summarize([html, font, { ...script, bytes: 63_000 }, { ...script, bytes: 3_000 }]))).toEqual(['total']);
  });

  it('prints one line per route with both profiles, the budget and what is over', () => {
    const about = summarize([
      { bytes: 9337, contentType: 'text/html' },
      { bytes: 27_791, contentType: 'font/woff2' },
      { bytes: 66_501, contentType: 'text/javascript' },
    ]);
    const light = summarize([{ bytes: 9337, contentType: 'text/html' }, { bytes: 27_791, contentType: 'font/woff2' }]);
    const rows: Row[] = [
      { route: '/about', islands: [], results: { normal: about, 'save-data': light } },
      { route: '/fr/contact', islands: ['site/ContactForm'], results: { normal: light, 'save-data': { error: 'page did not load' } } },
    ];
    const lines = formatTable(rows, ['normal', 'save-data']);
    expect(lines).toHaveLength(3);
    const [header = '', first = '', second = ''] = lines;
    expect(header.split(/\s{2,}/)).toEqual(['Page', 'Islands', 'Total', 'Script', 'Worker', 'Font', 'HTML', 'CSS', 'Image', 'Other', 'SD Total', 'SD Script', 'SD Worker', 'SD Font', 'SD HTML', 'SD CSS', 'SD Image', 'SD Other', 'Budget', 'Over']);
    expect(first.split(/\s{2,}/)).toEqual(['/about', 'no', '101.2', '64.9 (1)', '0.0', '27.1', '9.1', '0.0', '0.0', '0.0', '36.3', '0.0 (0)', '0.0', '27.1', '9.1', '0.0', '0.0', '0.0', '45.0, no script', 'OVER: total, script']);
    expect(second).toMatch(/^\/fr\/contact\s+yes\s+36\.3 .* FAILED: page did not load\s+100\.0$/);
    expect(summaryLine(rows, ['normal', 'save-data'])).toBe('1 of 2 routes measured (1 failed); 1 over budget (normal 1, save-data 0).');
  });
});
