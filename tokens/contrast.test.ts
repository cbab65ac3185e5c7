import { describe, expect, it } from 'vitest';
import { type ColorRole, color, contrastPairs } from './color';

function resolve(role: ColorRole): string {
  const value = role.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], color);
  if (typeof value !== 'string') throw new Error(`${role} is not a colour`);
  return value;
}

type Rgba = [number, number, number, number];

/** A token value, #rrggbb or rgba(r, g, b, a), as channels 0-1. */
function parse(value: string): Rgba {
  const rgba = value.match(/^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/);
  if (rgba) return [Number(rgba[1]) / 255, Number(rgba[2]) / 255, Number(rgba[3]) / 255, Number(rgba[4])];
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`Unknown colour format: ${value}`);
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(value.slice(start, start + 2), 16) / 255) as [number, number, number];
  return [r, g, b, 1];
}

/** The opaque colour a translucent one gives over a backdrop. */
function composite(top: string, backdrop?: string): [number, number, number] {
  const [r, g, b, a] = parse(top);
  if (a === 1) return [r, g, b];
  if (!backdrop) throw new Error(`${top} is translucent: the pair needs the surface it lies on ('over')`);
  const under = composite(backdrop);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
}

/** WCAG 2.2 relative luminance of an opaque colour. */
function luminance(channels: [number, number, number]): number {
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(foreground: string, background: string, backdrop?: string): number {
  const under = composite(background, backdrop);
  const over = composite(foreground, `#${under.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`);
  const [light, dark] = [luminance(over), luminance(under)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const required = { text: 4.5, 'large-text': 3, ui: 3 } as const;

describe('colour tokens meet WCAG AA', () => {
  it('computes known ratios correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('composites a translucent colour over its backdrop', () => {
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#808080'), 1);
  });

  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.use, pair.over] as const))(
    '%s on %s (%s)',
    (foreground, background, use, over) => {
      const ratio = contrastRatio(resolve(foreground), resolve(background), over && resolve(over));
      expect(ratio, `${foreground} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(required[use]);
    },
  );
});
