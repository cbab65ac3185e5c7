import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../scripts/headers.mjs';

const rules = parseHeadersFile(readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8'));

describe('public/_headers', () => {
  it('sends the security headers on every path', () => {
    const headers = headersFor(rules, '/about');
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self'(;|$)/);
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year and pages not at all', () => {
    expect(headersFor(rules, '/assets/index-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/about')['Cache-Control']).toBe('no-cache');
  });
});
