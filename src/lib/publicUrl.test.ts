import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicUrl } from './publicUrl';

describe('publicUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps a site path as written when the build is at the root (the site, the prerender)', () => {
    vi.stubEnv('BASE_URL', '/');
    expect(publicUrl('/assets/news/q4-results.svg')).toBe('/assets/news/q4-results.svg');
  });

  it('makes it relative to the build under a relative base (the static Storybook, served from any sub-path)', () => {
    vi.stubEnv('BASE_URL', './');
    expect(publicUrl('/assets/news/q4-results.svg')).toBe('./assets/news/q4-results.svg');
  });

  it('leaves data URIs, protocol-relative and absolute URLs alone', () => {
    vi.stubEnv('BASE_URL', './');
    for (const url of ['data:image/svg+xml,%3Csvg%3E', '//cdn.example.org/a.svg', 'https://example.org/a.svg']) expect(publicUrl(url)).toBe(url);
  });
});
