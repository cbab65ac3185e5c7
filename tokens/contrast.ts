import { type ColorRole, color, type contrastPairs } from './color';

/**
 * WCAG 2.2 contrast of the colour tokens: what tokens/contrast.test.ts holds every pair of
 * `contrastPairs` to, and what the Storybook colour page shows beside each pair.
 */

/** The value of a colour role ("text.primary" -> "#15232a"). */
export function colorOfRole(role: ColorRole): string {
  const value = role.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], color);
  if (typeof value !== 'string') throw new Error(`${role} is not a colour`);
  return value;
}

export type Rgba = [number, number, number, number];

/** A token value, #rrggbb or rgba(r, g, b, a), as channels 0-1. */
export function parseColor(value: string): Rgba {
  const rgba = value.match(/^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/);
  if (rgba) return [Number(rgba[1]) / 255, Number(rgba[2]) / 255, Number(rgba[3]) / 255, Number(rgba[4])];
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`Unknown colour format: ${value}`);
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(value.slice(start, start + 2), 16) / 255) as [number, number, number];
  return [r, g, b, 1];
}

/** The opaque colour a translucent one gives over a backdrop. */
function composite(top: string, backdrop?: string): [number, number, number] {
  const [r, g, b, a] = parseColor(top);
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

/** The contrast ratio of two colours; `backdrop` is what a translucent background lies on. */
export function contrastRatio(foreground: string, background: string, backdrop?: string): number {
  const under = composite(background, backdrop);
  const over = composite(foreground, `#${under.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`);
  const [light, dark] = [luminance(over), luminance(under)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type ContrastPair = (typeof contrastPairs)[number];

/** WCAG 2.2 AA: 4.5 for body text, 3 for large text and UI parts. */
export const requiredContrast: Record<ContrastPair['use'], number> = { text: 4.5, 'large-text': 3, ui: 3 };

/** A pair of `contrastPairs` with its ratio, and whether it reaches AA. */
export function contrastOf(pair: ContrastPair): { ratio: number; required: number; passes: boolean } {
  const ratio = contrastRatio(colorOfRole(pair.foreground), colorOfRole(pair.background), pair.over && colorOfRole(pair.over));
  const required = requiredContrast[pair.use];
  return { ratio, required, passes: ratio >= required };
}
