import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePointsOf, coreFontFile, makeFonts, rangeOf, subsetFile } from '../../scripts/make-fonts.mjs';

describe('the web font every page downloads (scripts/make-fonts.mjs)', () => {
  it('is committed as `npm run fonts` writes it, with its ranges', async () => {
    const { woff2, subset } = await makeFonts();
    // A change to CORE_RANGE, fontsource or subset-font shows here until `npm run fonts` is run.
    expect(Buffer.compare(Buffer.from(woff2), readFileSync(coreFontFile)), 'run `npm run fonts`').toBe(0);
    expect(JSON.parse(readFileSync(subsetFile, 'utf8'))).toEqual(subset);
    expect(woff2.length).toBeLessThan(22_000);
  }, 30_000);

  it('splits fontsource’s latin range in two faces that never overlap', () => {
    const { core, rest } = JSON.parse(readFileSync(subsetFile, 'utf8')) as { core: string; rest: string };
    const corePoints = codePointsOf(core);
    const restPoints = codePointsOf(rest);
    expect([...corePoints].filter((point) => restPoints.has(point))).toEqual([]);
    const latin = JSON.parse(readFileSync('node_modules/@fontsource-variable/public-sans/unicode.json', 'utf8')).latin as string;
    expect(rangeOf(new Set([...corePoints, ...restPoints]))).toBe(rangeOf(codePointsOf(latin)));
    // French and Portuguese letters, their quotes and spaces are in the core.
    for (const character of 'àâçéèêëîïôœùûüÿãõáíóúÀÂÇÉÈÊÔŒÃÕÁÍÓÚ«»\u00a0\u202f’–—…ºª€') expect(corePoints.has(character.codePointAt(0) as number), character).toBe(true);
  });

  it('writes ranges as CSS does, runs joined', () => {
    expect(rangeOf(new Set([0x41, 0x42, 0x43, 0x45]))).toBe('U+0041-0043, U+0045');
    expect([...codePointsOf('U+0041-0043, U+0045')]).toEqual([0x41, 0x42, 0x43, 0x45]);
  });
});
