import { describe, expect, it } from 'vitest';
import { type ColorRole, color, contrastPairs } from './color';

function resolve(role: ColorRole): string {
  const value = role.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], color);
  if (typeof value !== 'string') throw new Error(`${role} is not a colour`);
  return value;
}

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const required = { text: 4.5, 'large-text': 3, ui: 3 } as const;

describe('colour tokens meet WCAG AA', () => {
  it('computes known ratios correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.use] as const))(
    '%s on %s (%s)',
    (foreground, background, use) => {
      const ratio = contrastRatio(resolve(foreground), resolve(background));
      expect(ratio, `${foreground} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(required[use]);
    },
  );
});
