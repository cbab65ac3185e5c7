/**
 * The brand mark on its 40×40 grid: the shield, the V and the gold band, each painted with a
 * colour role. The favicon (src/site/brandAssets.ts) paints it with the tokens' values, where
 * no stylesheet reaches. `LogoMark` writes the same shapes out inline with the theme's
 * variables (mapping over this list cost the every-page script bytes its budget has no room
 * for); Logo.test.tsx holds the two equal.
 */

/** The roles the mark is painted with: the theme's variables and the tokens both have this shape. */
interface MarkColors {
  surface: { brand: string };
  text: { inverse: string };
  action: { accent: string };
}

export const brandMarkViewBox = '0 0 40 40';

export const brandMarkShapes: ReadonlyArray<{ d: string; fill: (colors: MarkColors) => string; opacity?: number }> = [
  { d: 'M20 2 4 8v11c0 9.5 6.8 16.9 16 19 9.2-2.1 16-9.5 16-19V8L20 2Z', fill: (colors) => colors.surface.brand },
  { d: 'M11 13h4.2L20 26l4.8-13H29l-7 18h-4l-7-18Z', fill: (colors) => colors.text.inverse },
  { d: 'M4 19h32v3H4z', fill: (colors) => colors.action.accent, opacity: 0.9 },
];
