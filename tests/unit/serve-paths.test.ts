import { describe, expect, it } from 'vitest';
import { filePath, isSameOriginPath, parseRange, requestPath } from '../../scripts/serve-paths.mjs';

describe('requestPath: the path of a request target, never parsed against a base', () => {
  it('keeps a target that starts with // as a path', () => {
    // new URL('//a//evil.example/phish/', base) would read the host "a": the open redirect of #23.
    expect(requestPath('//a//evil.example/phish/')).toBe('//a//evil.example/phish/');
    expect(requestPath('/about/?x=1#y')).toBe('/about/');
    expect(requestPath('http://localhost/fr/')).toBe('/fr/');
    expect(requestPath('*')).toBeNull();
    expect(requestPath('javascript:alert(1)')).toBeNull();
  });
});

describe('filePath: what no host serves is not a file', () => {
  it('decodes a plain path', () => {
    expect(filePath('/fr/news/caf%C3%A9')).toBe('/fr/news/café');
    expect(filePath('/about/')).toBe('/about/');
    expect(filePath('/')).toBe('/');
  });

  it.each(['//a//evil.example/phish/', '//evil.example', '/\\evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/a%2fb', '/%', '/a%00', '/_x/../about', '/./about', '/.vite/manifest.json', '/a/.git/config'])(
    'refuses %s',
    (pathname) => {
      expect(filePath(pathname)).toBeNull();
    },
  );
});

describe('isSameOriginPath', () => {
  it('accepts a path on this origin and nothing that a browser reads as another', () => {
    expect(isSameOriginPath('/about')).toBe(true);
    expect(isSameOriginPath('/')).toBe(true);
    for (const location of ['//evil.example/phish', '/\\evil.example', 'https://evil.example/', 'about', '/a\nb', '']) {
      expect(isSameOriginPath(location), location).toBe(false);
    }
  });
});

describe('parseRange (RFC 9110 §14)', () => {
  const size = 1000;
  it('reads a single range, an open range and a suffix', () => {
    expect(parseRange('bytes=0-0', size)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=10-19', size)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=990-', size)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-500', size)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=900-99999999999999999999', size)).toEqual({ start: 900, end: 999 });
  });

  it('answers 416 for a reversed range, one past the end, and an empty suffix', () => {
    expect(parseRange('bytes=5-2', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=99999999999999999999-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores several ranges, other units and what does not parse (the whole file, 200)', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b', 'bytes=1-2-3']) {
      expect(parseRange(header, size), String(header)).toBeNull();
    }
  });
});
