import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerConflicts, headersFor, parseHeadersFile } from '../../scripts/headers.mjs';

const rules = parseHeadersFile(readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8'));

describe('public/_headers', () => {
  it('sends the security headers on every path', () => {
    for (const pathname of ['/about', '/static/index-abc123.js', '/assets/news/q4-results.svg']) {
      const headers = headersFor(rules, pathname);
      expect(headers['Content-Security-Policy']).toMatch(/script-src 'self'(;|$)/);
      expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('caches hashed files for a year, unhashed illustrations an hour, and leaves pages to the host default', () => {
    expect(headersFor(rules, '/static/index-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    const illustration = headersFor(rules, '/assets/guides/ghana-fda.svg')['Cache-Control'];
    expect(illustration).toBe('public, max-age=3600, must-revalidate');
    expect(illustration).not.toContain('immutable');
    // Pages get the hosts' "public, max-age=0, must-revalidate" (scripts/serve.mjs sends it too).
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined();
  });

  it('revalidates the service worker on every use, so that a deploy reaches visitors at once', () => {
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/sw.js')['Content-Security-Policy']).toMatch(/script-src 'self'/);
  });

  it('has no path that two rules give the same header (Cloudflare Pages would join them)', () => {
    expect(headerConflicts(rules)).toEqual([]);
  });
});

describe('headers.mjs applies rules as Cloudflare Pages does', () => {
  const overlapping = parseHeadersFile(['/*', '  Cache-Control: no-cache', '  X-A: 1', '/assets/*', '  cache-control: public, max-age=31536000, immutable', ''].join('\n'));

  it('joins the values of a header that two matching rules set, with a comma', () => {
    expect(headersFor(overlapping, '/assets/x.svg')).toEqual({ 'Cache-Control': 'no-cache, public, max-age=31536000, immutable', 'X-A': '1' });
    expect(headersFor(overlapping, '/about')).toEqual({ 'Cache-Control': 'no-cache', 'X-A': '1' });
  });

  it('names every such pair', () => {
    expect(headerConflicts(overlapping)).toEqual(['Cache-Control: /* and /assets/*']);
    const apart = parseHeadersFile('/static/*\n  Cache-Control: a\n/assets/*\n  Cache-Control: b\n/assets/x.svg\n  X-B: 1\n');
    expect(headerConflicts(apart)).toEqual([]);
    const exact = parseHeadersFile('/assets/*\n  Cache-Control: a\n/assets/x.svg\n  Cache-Control: b\n');
    expect(headerConflicts(exact)).toEqual(['Cache-Control: /assets/* and /assets/x.svg']);
  });

  it('refuses what it would otherwise ignore: placeholders, a splat mid-path, detach lines, absolute URLs', () => {
    expect(() => parseHeadersFile('/news/:slug\n  X-A: 1\n')).toThrow(/line 1: unsupported pattern/);
    expect(() => parseHeadersFile('/*/x\n  X-A: 1\n')).toThrow(/unsupported pattern/);
    expect(() => parseHeadersFile('/*\n  ! Cache-Control\n')).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeadersFile('https://example.com/*\n  X-A: 1\n')).toThrow(/unsupported pattern/);
  });
});
