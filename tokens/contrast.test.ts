import { describe, expect, it } from 'vitest';
import { contrastPairs } from './color';
import { contrastOf, contrastRatio } from './contrast';

describe('colour tokens meet WCAG AA', () => {
  it('computes known ratios correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('composites a translucent colour over its backdrop', () => {
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#808080'), 1);
  });

  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.use, pair] as const))('%s on %s (%s)', (foreground, background, _use, pair) => {
    const { ratio, required } = contrastOf(pair);
    expect(ratio, `${foreground} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(required);
  });
});
