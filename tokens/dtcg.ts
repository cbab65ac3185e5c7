import { breakpoints, headerBreakpoints } from './breakpoints';
import { palette } from './color';
import { parseColor } from './contrast';
import { customPropertyName, themeTokens } from './customProperties';

/**
 * tokens/ as a W3C Design Tokens Community Group file (Format Module 2025.10), for design
 * tools: public/tokens.json, which the Foundations pages link. dtcg.test.ts holds the
 * committed file to this function (`npm run generate:tokens` writes it) and to the format's
 * rules. Every CSS value is converted by a function that refuses what it does not know, so
 * a token of a new form stops the generator rather than slipping out wrong.
 */

/** Where the file is committed; public/ is served by the site and by Storybook (its staticDirs). */
export const tokensJsonPath = 'public/tokens.json';

export interface DtcgColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  /** The same colour in hex, for tools that read no colour space (the alpha apart). */
  hex: string;
}
export interface DtcgDimension {
  value: number;
  unit: 'px' | 'rem';
}
export interface DtcgDuration {
  value: number;
  unit: 'ms' | 's';
}
export interface DtcgShadow {
  color: DtcgColor;
  offsetX: DtcgDimension;
  offsetY: DtcgDimension;
  blur: DtcgDimension;
  spread: DtcgDimension;
}
export type DtcgValue = DtcgColor | DtcgDimension | DtcgDuration | DtcgShadow | DtcgShadow[] | string | string[] | number | number[];
export interface DtcgToken {
  $value: DtcgValue;
  $type?: string;
  $description?: string;
}
/** A group: its `$type` and `$description`, then its tokens and groups by name. */
export type DtcgGroup = { [name: string]: DtcgGroup | DtcgToken | string };

const refuse = (kind: string, css: string | number): never => {
  throw new Error(`No DTCG ${kind} for the CSS value ${JSON.stringify(css)}: convert it in tokens/dtcg.ts`);
};

/** Four decimals keep every 8-bit channel exact (and the hex is there besides). */
const round = (channel: number) => Math.round(channel * 10_000) / 10_000;

export function dtcgColor(css: string): DtcgColor {
  const [r, g, b, alpha] = parseColor(css);
  const hex = `#${[r, g, b].map((channel) => Math.round(channel * 255).toString(16).padStart(2, '0')).join('')}`;
  return { colorSpace: 'srgb', components: [round(r), round(g), round(b)], ...(alpha < 1 && { alpha }), hex };
}

export function dtcgDimension(css: string | number): DtcgDimension {
  if (typeof css === 'number') return { value: css, unit: 'px' };
  if (css === '0') return { value: 0, unit: 'px' };
  const match = css.match(/^(-?\d*\.?\d+)(px|rem)$/);
  return match ? { value: Number(match[1]), unit: match[2] as DtcgDimension['unit'] } : refuse('dimension', css);
}

function dtcgDuration(css: string): DtcgDuration {
  const match = css.match(/^(\d*\.?\d+)(ms|s)$/);
  return match ? { value: Number(match[1]), unit: match[2] as DtcgDuration['unit'] } : refuse('duration', css);
}

function dtcgCubicBezier(css: string): number[] {
  const points = css.match(/^cubic-bezier\(([^)]+)\)$/)?.[1]?.split(',').map(Number);
  return points?.length === 4 && points.every(Number.isFinite) ? points : refuse('cubicBezier', css);
}

/** A CSS font stack as the list of its names, quotes taken off. */
const dtcgFontFamily = (css: string): string[] => css.split(/,\s*/).map((name) => name.replace(/^'(.*)'$/, '$1'));

function dtcgFontWeight(css: string): number {
  const weight = Number(css);
  return Number.isInteger(weight) && weight >= 1 && weight <= 1000 ? weight : refuse('fontWeight', css);
}

function dtcgNumber(css: string): number {
  const number = Number(css);
  return css.trim() !== '' && Number.isFinite(number) ? number : refuse('number', css);
}

/** Letter spacing is in em, which DTCG dimensions lack: the em multiple, as a number. */
function dtcgEm(css: string): number {
  if (css === '0') return 0;
  const match = css.match(/^(-?\d*\.?\d+)em$/);
  return match ? Number(match[1]) : refuse('letter spacing (em)', css);
}

/** A box-shadow: one layer, or a list; `none` is a flat, transparent layer (DTCG has no "none"). */
function dtcgShadow(css: string): DtcgShadow | DtcgShadow[] {
  if (css === 'none') return shadowLayer('0 0 0 0 rgba(0, 0, 0, 0)');
  const layers = css.split(/,\s*(?![^(]*\))/).map(shadowLayer);
  return layers.length === 1 ? (layers[0] as DtcgShadow) : layers;
}

function shadowLayer(css: string): DtcgShadow {
  const match = css.match(/^([-\d.\sa-z]+?)\s+(rgba\([^)]+\)|#[0-9a-f]{6})$/i);
  const lengths = match?.[1]?.split(/\s+/) ?? [];
  if (!match?.[2] || lengths.length < 2 || lengths.length > 4) return refuse('shadow', css);
  const [offsetX = '0', offsetY = '0', blur = '0', spread = '0'] = lengths;
  return {
    color: dtcgColor(match[2]),
    offsetX: dtcgDimension(offsetX),
    offsetY: dtcgDimension(offsetY),
    blur: dtcgDimension(blur),
    spread: dtcgDimension(spread),
  };
}

/** Palette entries by value: a colour role that takes one is an alias of it ("{palette.ink900}"). */
const paletteAliases = new Map<string, string>(Object.entries(palette).map(([name, value]) => [value, `{palette.${name}}`]));
const colorRole = (css: string): DtcgValue => paletteAliases.get(css) ?? dtcgColor(css);

/** What a token means beyond its name, for the designers who read it in their tool (by token path). */
const descriptions: Record<string, string> = {
  'color.surface.scrim': 'Translucent scrim over a picture (video cards): the picture shows through.',
  'color.border.strong': 'Form controls and other interface boundaries: reaches 3:1 on the page.',
  'color.action.outlineHover': 'Hover wash of an outline button, which sits on a brand surface.',
  'color.focus': 'The focus ring.',
  'color.focusInner': 'The focus ring’s inner line, which keeps it visible on light surfaces.',
  'fontSize.md': 'Body text: 17 px, for reading on phones.',
  'size.touchTarget': 'The smallest a touch target may be: 44 px (WCAG 2.2 asks 24 px at least).',
  'shadows.none': 'No shadow (CSS none): a flat, transparent layer.',
};

/** A group of one type: each leaf of `tokens` a token whose value `toValue` converts. */
function group<Leaf extends string | number>(
  path: string,
  $type: string,
  $description: string,
  tokens: object,
  toValue: (css: Leaf) => DtcgValue,
): DtcgGroup {
  const walk = (prefix: string, node: object): DtcgGroup =>
    Object.fromEntries(
      Object.entries(node).map(([name, value]) => {
        const tokenPath = `${prefix}.${name}`;
        if (typeof value === 'object') return [name, walk(tokenPath, value)];
        const description = descriptions[tokenPath];
        return [name, { $value: toValue(value as Leaf), ...(description && { $description: description }) }];
      }),
    );
  const tokensOfGroup = walk(path, tokens);
  for (const [tokenPath, description] of Object.entries(descriptions)) {
    if (!tokenPath.startsWith(`${path}.`)) continue;
    // A description of a group (fontSize.md) goes on the group.
    const node = tokenPath
      .slice(path.length + 1)
      .split('.')
      .reduce<DtcgGroup | undefined>((parent, key) => parent?.[key] as DtcgGroup | undefined, tokensOfGroup);
    if (!node) throw new Error(`The description of ${tokenPath} names no token`);
    if (!('$value' in node)) node.$description = description;
  }
  return { $type, $description, ...tokensOfGroup };
}

/** The tokens as a DTCG 2025.10 document. */
export function designTokens(): DtcgGroup {
  const { color, fontFamily, fontWeight, fontSize, letterSpacing, space, size, radii, shadows, zIndex, motion } = themeTokens;
  return {
    $description: `The site's design tokens, generated from tokens/ in its repository (npm run generate:tokens): edit them there, not here. Every token but the palette and the breakpoints is a CSS custom property of the site, named by its path in kebab-case: color.text.primary is ${customPropertyName('color.text.primary')}, fontSize.md.lineHeight is ${customPropertyName('fontSize.md.lineHeight')}.`,
    palette: group('palette', 'color', 'The raw colour scale. Components never use it directly: they use the colour roles, which take its values.', palette, dtcgColor),
    color: group('color', 'color', 'Colour roles: what components use. Each refers to a palette entry, unless it is translucent.', color, colorRole),
    fontFamily: group('fontFamily', 'fontFamily', 'One variable sans-serif family, self-hosted, with a local fallback adjusted to take the same room.', fontFamily, dtcgFontFamily),
    fontWeight: group('fontWeight', 'fontWeight', 'The weights of the variable family the design uses.', fontWeight, dtcgFontWeight),
    fontSize: group('fontSize', 'dimension', 'The type scale: each step’s font size and line height (1 rem = 16 px).', fontSize, dtcgDimension),
    letterSpacing: group(
      'letterSpacing',
      'number',
      'Letter spacing in em, a multiple of the font size (DTCG dimensions have no em): -0.015 is CSS -0.015em, -1.5 % in Figma.',
      letterSpacing,
      dtcgEm,
    ),
    space: group('space', 'dimension', 'Spacing on a 4 px grid: every gap, padding and margin takes one of these steps (1 rem = 16 px).', space, dtcgDimension),
    size: group('size', 'dimension', 'The widths of content columns, and the smallest a touch target may be.', size, dtcgDimension),
    radii: group('radii', 'dimension', 'Corner radii of cards, buttons and fields.', radii, dtcgDimension),
    shadows: group('shadows', 'shadow', 'Soft, low shadows: depth without decoration.', shadows, dtcgShadow),
    zIndex: group('zIndex', 'number', 'Stacking order: which layer lies above which.', zIndex, dtcgNumber),
    motion: {
      $description: 'Short, calm transitions; every one is switched off when the system asks for reduced motion.',
      duration: group('motion.duration', 'duration', 'How long a transition takes.', motion.duration, dtcgDuration),
      easing: group('motion.easing', 'cubicBezier', 'How a transition moves.', motion.easing, dtcgCubicBezier),
    },
    breakpoints: group('breakpoints', 'dimension', 'Widths of the window from which the page’s layout grows: phones first.', breakpoints, dtcgDimension),
    headerBreakpoints: group('headerBreakpoints', 'dimension', 'Widths of the header itself from which it changes its layout.', headerBreakpoints, dtcgDimension),
  };
}

/** The committed file's text. */
export const renderTokensJson = (): string => `${JSON.stringify(designTokens(), null, 2)}\n`;
