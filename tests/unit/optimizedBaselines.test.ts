// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  auditBaselines,
  enforced,
  formatRecord,
  optimizeBaselines,
  optimizePng,
  readRecord,
  recordFile,
  samePixels,
  sha256,
} from '../../scripts/optimize-baselines.mjs';
import { baselinesDir } from '../../scripts/update-visuals.mjs';

const fix = 'npm run optimize:baselines -- <files> (or --dir <folder>), then commit the PNGs with tests/visual/optimized.json';

describe('the committed baselines', () => {
  it('are optimised wherever the rule holds: each one has the sha256 optimized.json records', () => {
    const { checked, unoptimised } = auditBaselines();
    expect(checked.length).toBeGreaterThan(150);
    expect(unoptimised, `not optimised (${fix}):\n${unoptimised.join('\n')}`).toEqual([]);
  });

  it('have no stale record: every file optimized.json names exists', () => {
    const { stale } = auditBaselines();
    expect(stale, `recorded but missing (drop them from ${recordFile}, or run the optimiser on any file: it drops them):\n${stale.join('\n')}`).toEqual([]);
  });

  it('are recorded in the script’s own format (keys sorted, stable formatting)', () => {
    expect(readFileSync(recordFile, 'utf8')).toBe(formatRecord(readRecord()));
  });

  it('hold every PNG to the rule, in every folder and locale', () => {
    expect(enforced('stories/components-button--primary-desktop.png')).toBe(true);
    expect(enforced('states/fr/toast-desktop.png')).toBe(true);
    expect(enforced('stories-font/pt/components-button--docs-desktop.png')).toBe(true);
    expect(enforced('pages/home-mobile.png')).toBe(true);
    expect(enforced('pages/fr/home-mobile.png')).toBe(true);
    expect(enforced('pages/pt/home-mobile.png')).toBe(true);
    expect(enforced('aria/home-main-desktop.yml')).toBe(false);
  });
});

/** A PNG as Playwright might leave it, but worse: no compression at all. Stripes, a gradient, some alpha. */
function png(width = 48, height = 32, seed = 0): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    image.data[i * 4] = (x * 5 + seed) & 255;
    image.data[i * 4 + 1] = Math.floor(i / width) % 4 === 0 ? 200 : 20;
    image.data[i * 4 + 2] = 128;
    image.data[i * 4 + 3] = x < 4 ? 128 : 255;
  }
  return PNG.sync.write(image, { deflateLevel: 0 });
}

/** A repository-like folder with baselines in stories/ and pages/fr/. */
function fixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'optimize-baselines-'));
  const file = (name: string) => path.join(dir, baselinesDir, name);
  const write = (name: string, bytes: Buffer) => {
    mkdirSync(path.dirname(file(name)), { recursive: true });
    writeFileSync(file(name), bytes);
  };
  mkdirSync(path.join(dir, 'tests/visual'), { recursive: true });
  write('stories/b-desktop.png', png(48, 32, 1));
  write('stories/a-desktop.png', png());
  write('pages/fr/home-mobile.png', png(40, 40, 2));
  const read = (name: string) => readFileSync(file(name));
  const optimize = (names: string[]) => optimizeBaselines(names, { cwd: dir, log: () => {} });
  return { dir, file, write, read, optimize };
}

describe('optimising a baseline', () => {
  it('writes smaller bytes with the same pixels, records their sha256, and a second run changes nothing', () => {
    const { dir, read, optimize } = fixture();
    const before = read('stories/a-desktop.png');
    const [row] = optimize(['stories/a-desktop.png']);
    const after = read('stories/a-desktop.png');
    expect(after.length).toBeLessThan(before.length);
    expect(row).toMatchObject({ before: before.length, after: after.length, skipped: false });
    expect(samePixels(before, after)).toBe(true);
    expect(readRecord(dir)).toEqual({ 'stories/a-desktop.png': sha256(after) });
    expect(optimize(['stories/a-desktop.png'])[0]?.skipped).toBe(true);
    expect(read('stories/a-desktop.png').equals(after)).toBe(true);
    rmSync(dir, { recursive: true });
  });

  it('is deterministic: the same input gives the same bytes, and optimised bytes stay as they are', () => {
    const once = optimizePng(png());
    expect(optimizePng(png()).equals(once)).toBe(true);
    expect(optimizePng(once).equals(once)).toBe(true);
  });

  it('refuses a recompression that changes a pixel, and keeps the input when nothing is gained', () => {
    const input = png();
    const lossy = (bytes: Buffer) => {
      const image = PNG.sync.read(bytes);
      image.data[0] = (image.data[0] ?? 0) ^ 1;
      return PNG.sync.write(image, { deflateLevel: 9 });
    };
    expect(() => optimizePng(input, lossy)).toThrow(/differs in pixels/);
    expect(optimizePng(input, (bytes) => Buffer.concat([bytes, Buffer.from([0])]))).toBe(input);
  });

  it('writes the record with sorted keys, and drops the records of files that are gone', () => {
    const { dir, file, optimize } = fixture();
    optimize(['stories/b-desktop.png', 'pages/fr/home-mobile.png', 'stories/a-desktop.png']);
    expect(Object.keys(readRecord(dir))).toEqual(['pages/fr/home-mobile.png', 'stories/a-desktop.png', 'stories/b-desktop.png']);
    expect(readFileSync(path.join(dir, recordFile), 'utf8')).toBe(formatRecord(readRecord(dir)));
    rmSync(file('stories/b-desktop.png'));
    optimize(['stories/a-desktop.png']);
    expect(Object.keys(readRecord(dir))).toEqual(['pages/fr/home-mobile.png', 'stories/a-desktop.png']);
    rmSync(dir, { recursive: true });
  });
});

describe('the audit the first tests run', () => {
  it('reports a baseline that is not optimised, new or re-shot, in any folder', () => {
    const { dir, write, optimize } = fixture();
    expect(auditBaselines(dir)).toEqual({
      checked: ['pages/fr/home-mobile.png', 'stories/a-desktop.png', 'stories/b-desktop.png'],
      unoptimised: ['pages/fr/home-mobile.png', 'stories/a-desktop.png', 'stories/b-desktop.png'],
      stale: [],
    });
    optimize(['stories/a-desktop.png', 'stories/b-desktop.png', 'pages/fr/home-mobile.png']);
    expect(auditBaselines(dir).unoptimised).toEqual([]);
    write('stories/a-desktop.png', png(48, 32, 7)); // re-shot by Playwright, not optimised
    write('pages/fr/about-mobile.png', png(40, 40, 3)); // new, not optimised
    expect(auditBaselines(dir).unoptimised).toEqual(['pages/fr/about-mobile.png', 'stories/a-desktop.png']);
    rmSync(dir, { recursive: true });
  });

  it('reports a record whose file no longer exists', () => {
    const { dir, file, optimize } = fixture();
    optimize(['stories/a-desktop.png', 'stories/b-desktop.png', 'pages/fr/home-mobile.png']);
    rmSync(file('pages/fr/home-mobile.png'));
    expect(auditBaselines(dir)).toMatchObject({ unoptimised: [], stale: ['pages/fr/home-mobile.png'] });
    rmSync(dir, { recursive: true });
  });
});
