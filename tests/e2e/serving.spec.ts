import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { rawRequest } from './rawHttp';

/**
 * `npm start` (the e2e server) against the probes of issue #23: each answered as a static
 * host must answer it. Requests go out byte for byte (tests/e2e/rawHttp.ts), as an attacker
 * sends them. Run on one project: nothing here depends on the viewport.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');
let port = 0;
test.beforeEach(({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server probes: one project is enough');
  port = Number(new URL(baseURL ?? '').port);
});

test.describe('npm start: redirects stay on the site', () => {
  for (const target of ['//a//evil.example/phish/', '//evil.example/', '/\\evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%2fevil.example/', '/.//evil.example/']) {
    test(`${target} is not sent to another origin`, async () => {
      const response = await rawRequest(port, target);
      expect(response.status).toBeLessThan(500);
      const location = response.headers.location;
      if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/);
      expect(response.status).toBe(404);
    });
  }

  test('a trailing slash and .html redirect (308) to the page, as Cloudflare Pages does, keeping the query', async () => {
    for (const [target, location] of [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/fr/', '/fr'],
      ['/index.html', '/'],
      ['/fr/news/?page=2', '/fr/news?page=2'],
    ] as const) {
      const response = await rawRequest(port, target);
      expect([target, response.status, response.headers.location]).toEqual([target, 308, location]);
    }
  });
});

test.describe('npm start: Range', () => {
  const file = '/robots.txt';
  const bytes = () => readFileSync(path.join(dist, file));

  test('a reversed range is refused with 416 and the size', async () => {
    const response = await rawRequest(port, file, { headers: { Range: 'bytes=5-2' } });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes().length}`);
  });

  test('a suffix, an open and a one-byte range get exactly those bytes', async () => {
    const whole = bytes();
    for (const [range, start, end] of [
      ['bytes=-10', whole.length - 10, whole.length - 1],
      ['bytes=20-', 20, whole.length - 1],
      ['bytes=0-0', 0, 0],
      ['bytes=-100000', 0, whole.length - 1],
    ] as const) {
      const response = await rawRequest(port, file, { headers: { Range: range, 'Accept-Encoding': 'br, gzip' } });
      expect(response.status, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      // The range is of the file itself, never of its brotli or gzip copy.
      expect(response.headers['content-encoding'], range).toBeUndefined();
      expect(response.body.equals(whole.subarray(start, end + 1)), range).toBe(true);
    }
  });

  test('several ranges get the whole file (200), and a compressed page is never cut', async () => {
    const response = await rawRequest(port, file, { headers: { Range: 'bytes=0-1,5-6' } });
    expect(response.status).toBe(200);
    expect(response.body.equals(bytes())).toBe(true);
    const page = await rawRequest(port, '/about', { headers: { Range: 'bytes=0-99', 'Accept-Encoding': 'br' } });
    expect(page.status).toBe(206);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toBe(readFileSync(path.join(dist, 'about.html')).subarray(0, 100).toString());
  });
});

test.describe('npm start: what is never served or published', () => {
  test('_headers, _redirects and the build manifest answer 404', async () => {
    for (const target of ['/_headers', '/_redirects', '/.vite/manifest.json', '/%2e%76ite/manifest.json']) {
      expect((await rawRequest(port, target)).status, target).toBe(404);
    }
    expect(existsSync(path.join(dist, '.vite')), 'dist/.vite is published').toBe(false);
  });

  test('unhashed illustrations are revalidated, hashed files immutable', async () => {
    const image = `/assets/news/${readdirSync(path.join(dist, 'assets/news'))[0]}`;
    const imageCache = (await rawRequest(port, image)).headers['cache-control'];
    expect(imageCache).toContain('must-revalidate');
    expect(imageCache).not.toContain('immutable');
    const script = `/static/${readdirSync(path.join(dist, 'static')).find((name) => name.endsWith('.js'))}`;
    expect((await rawRequest(port, script)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('nothing answers 500: odd targets and an invalid Host', async () => {
    for (const target of ['/%', '/%00', '/%c0%ae%c0%ae/', `/${'a'.repeat(4000)}`, '/about?%', '/fr/news/%ff']) {
      const response = await rawRequest(port, target);
      expect(response.status, target).toBeLessThan(500);
    }
    expect((await rawRequest(port, '/about', { headers: { Host: 'a b' } })).status).toBe(200);
  });
});

test.describe('npm start: the functions', () => {
  test('an invalid Host on a function path is a 400, not a 500', async () => {
    const response = await rawRequest(port, '/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { Host: 'a b', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });

  /** Sends `head`, then `piece` every 2 s, until the server closes: what it answered and when. */
  async function slowClient(head: string, piece: string) {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(head);
    const drip = setInterval(() => socket.writable && socket.write(piece), 2000);
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(drip);
    return { status: answer.split('\r\n')[0], elapsed: Date.now() - started };
  }

  test('a body sent one byte every 2 s is cut at the deadline with 408', async () => {
    test.setTimeout(40_000);
    const { status, elapsed } = await slowClient(
      'POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      'x',
    );
    expect(status).toBe('HTTP/1.1 408 Request Timeout');
    // The deadline is 10 s (BODY_TIMEOUT_MS); without it the connection stayed open for as long as the bytes came.
    expect(elapsed).toBeGreaterThan(9_000);
    expect(elapsed).toBeLessThan(15_000);
  });

  test('headers sent slowly are cut too (headersTimeout)', async () => {
    test.setTimeout(40_000);
    const { elapsed } = await slowClient('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n');
    // headersTimeout is 10 s, checked every second (the connection closes at its next check).
    expect(elapsed).toBeLessThan(20_000);
  });
});
