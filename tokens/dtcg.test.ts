// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, headerBreakpoints } from './breakpoints';
import { palette } from './color';
import { themeTokens } from './customProperties';
import { type DtcgColor, type DtcgDimension, type DtcgShadow, renderTokensJson, tokensJsonPath } from './dtcg';

/**
 * public/tokens.json is generated from tokens/ and kept in step; it follows the rules of the
 * DTCG Format Module 2025.10 (names, types, values, aliases); and it says what tokens/ says.
 */

type Node = Record<string, unknown>;
interface Token {
  path: string;
  type: string | undefined;
  value: unknown;
  node: Node;
}

// `npm run generate:tokens` writes the file before the tests read it.
if (process.env.UPDATE_GENERATED) writeFileSync(tokensJsonPath, renderTokensJson());
const committed = (): Node => JSON.parse(readFileSync(tokensJsonPath, 'utf8'));

/** Every token of a DTCG document, with the type it has or inherits from its nearest group. */
function tokensOf(group: Node, prefix = '', inherited?: string): Token[] {
  const type = typeof group.$type === 'string' ? group.$type : inherited;
  return Object.entries(group)
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, child]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      const node = child as Node;
      if ('$value' in node) return [{ path, type: typeof node.$type === 'string' ? node.$type : type, value: node.$value, node }];
      return tokensOf(node, path, type);
    });
}

/** Every name of a group or token in the document, with whether it is a token. */
function namesOf(group: Node, prefix = ''): Array<{ path: string; name: string; node: Node; isToken: boolean }> {
  return Object.entries(group)
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, child]) => {
      const node = child as Node;
      const path = prefix ? `${prefix}.${name}` : name;
      const isToken = typeof node === 'object' && node !== null && '$value' in node;
      return [{ path, name, node, isToken }, ...(isToken || typeof node !== 'object' || node === null ? [] : namesOf(node, path))];
    });
}

const aliasPattern = /^\{([^{}]+)\}$/;

/** A token's value with its aliases followed; a cycle, or an alias to nothing, throws. */
function resolve(tokens: Map<string, Token>, token: Token, seen: string[] = []): unknown {
  const target = typeof token.value === 'string' ? token.value.match(aliasPattern)?.[1] : undefined;
  if (!target) return token.value;
  if (seen.includes(target)) throw new Error(`Alias cycle: ${[...seen, target].join(' -> ')}`);
  const next = tokens.get(target);
  if (!next) throw new Error(`${token.path} refers to ${target}, which is no token`);
  if (next.type !== token.type) throw new Error(`${token.path} (${token.type}) refers to ${target} (${next.type})`);
  return resolve(tokens, next, [...seen, token.path]);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isDimension = (value: unknown, units: string[]) => {
  const { value: amount, unit, ...rest } = value as Node;
  return isNumber(amount) && units.includes(unit as string) && Object.keys(rest).length === 0;
};
const isColor = (value: unknown) => {
  const { colorSpace, components, alpha, hex, ...rest } = value as Node;
  return (
    colorSpace === 'srgb' &&
    Array.isArray(components) &&
    components.length === 3 &&
    components.every((channel) => isNumber(channel) && channel >= 0 && channel <= 1) &&
    (alpha === undefined || (isNumber(alpha) && alpha >= 0 && alpha <= 1)) &&
    (hex === undefined || (typeof hex === 'string' && /^#[0-9a-fA-F]{6}$/.test(hex))) &&
    Object.keys(rest).length === 0
  );
};
const isShadowLayer = (value: unknown) => {
  const { color, offsetX, offsetY, blur, spread, inset, ...rest } = value as Node;
  return (
    isColor(color) &&
    [offsetX, offsetY, blur, spread].every((length) => isDimension(length, ['px', 'rem'])) &&
    (inset === undefined || typeof inset === 'boolean') &&
    Object.keys(rest).length === 0
  );
};

/** The value rules of the 2025.10 types this file uses (the types it does not use fail). */
const validValue: Record<string, (value: unknown) => boolean> = {
  color: isColor,
  dimension: (value) => isDimension(value, ['px', 'rem']),
  duration: (value) => isDimension(value, ['ms', 's']),
  fontFamily: (value) => typeof value === 'string' || (Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string')),
  fontWeight: (value) => isNumber(value) && value >= 1 && value <= 1000,
  number: isNumber,
  cubicBezier: (value) =>
    Array.isArray(value) && value.length === 4 && value.every(isNumber) && [value[0], value[2]].every((x) => isNumber(x) && x >= 0 && x <= 1),
  shadow: (value) => (Array.isArray(value) ? value.length > 0 && value.every(isShadowLayer) : isShadowLayer(value)),
};

describe('tokens.json (DTCG Format Module 2025.10)', () => {
  it(`${tokensJsonPath} is generated from tokens/ (run \`npm run generate:tokens\` after changing them)`, () => {
    expect(readFileSync(tokensJsonPath, 'utf8')).toBe(renderTokensJson());
  });

  const document = committed();
  const tokens = tokensOf(document);
  const byPath = new Map(tokens.map((token) => [token.path, token]));

  it('names no group or token with a $ first, or with {, } or .', () => {
    const bad = namesOf(document)
      .map(({ path, name }) => ({ path, name }))
      .filter(({ name }) => !/^[^${}.][^{}.]*$/.test(name));
    expect(bad).toEqual([]);
  });

  it('gives groups and tokens only the properties the format defines', () => {
    const groupProperties = ['$type', '$description', '$extensions', '$deprecated'];
    const wrong = [{ path: '(root)', node: document, isToken: false }, ...namesOf(document)].flatMap(({ path, node, isToken }) => {
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${path} is neither a group nor a token`];
      const allowed = isToken ? [...groupProperties, '$value'] : groupProperties;
      return Object.keys(node)
        .filter((key) => key.startsWith('$') && !allowed.includes(key))
        .map((key) => `${path}.${key}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has tokens, each with a type of its own or its group’s, and a value of that type (aliases followed)', () => {
    expect(tokens.length).toBeGreaterThan(100);
    const wrong = tokens
      .filter((token) => {
        const validate = token.type ? validValue[token.type] : undefined;
        return !validate?.(resolve(byPath, token));
      })
      .map((token) => `${token.path} (${token.type}): ${JSON.stringify(token.value)}`);
    expect(wrong).toEqual([]);
  });

  it('makes every colour role taken from the palette an alias of its entry, and every alias resolves', () => {
    const roles = tokens.filter((token) => token.path.startsWith('color.'));
    const aliases = roles.filter((token) => typeof token.value === 'string');
    expect(aliases.length).toBeGreaterThan(30);
    for (const role of aliases) expect(String(role.value)).toMatch(/^\{palette\.\w+\}$/);
    // The rest are translucent: no palette entry has their value.
    for (const role of roles.filter((token) => typeof token.value !== 'string')) expect((role.value as DtcgColor).alpha).toBeLessThan(1);
  });

  it('finds an alias to nothing, and a cycle', () => {
    const broken = new Map(byPath);
    broken.set('a', { path: 'a', type: 'color', value: '{b}', node: {} });
    broken.set('b', { path: 'b', type: 'color', value: '{a}', node: {} });
    broken.set('c', { path: 'c', type: 'color', value: '{palette.nothing}', node: {} });
    expect(() => resolve(broken, broken.get('a') as Token)).toThrow(/cycle/);
    expect(() => resolve(broken, broken.get('c') as Token)).toThrow(/no token/);
  });

  it('holds every token of tokens/ the design tools can use, with its value', () => {
    const css = cssValues({ palette, ...themeTokens, breakpoints, headerBreakpoints });
    const inFile = new Map(tokens.map((token) => [token.path, cssOf(token.path, resolve(byPath, token), token.type)]));
    expect(Object.fromEntries(inFile)).toEqual(css);
  });
});

/** Every leaf of the token objects by dotted path, as CSS writes it. */
function cssValues(groups: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(groups).flatMap(([name, value]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'object') return Object.entries(cssValues(value, path));
      return [[path, typeof value === 'number' ? `${value}px` : value]];
    }),
  );
}

const length = ({ value, unit }: DtcgDimension) => (value === 0 ? '0' : `${value}${unit}`);
function colorCss({ components, alpha, hex }: DtcgColor): string {
  if (alpha === undefined) return hex;
  return `rgba(${components.map((channel) => Math.round(channel * 255)).join(', ')}, ${alpha})`;
}
function shadowCss(value: DtcgShadow | DtcgShadow[]): string {
  const layers = Array.isArray(value) ? value : [value];
  if (layers.every((layer) => layer.color.alpha === 0 && [layer.offsetX, layer.offsetY, layer.blur, layer.spread].every((x) => x.value === 0))) return 'none';
  return layers
    .map(({ offsetX, offsetY, blur, spread, color }) => [offsetX, offsetY, blur, ...(spread.value ? [spread] : [])].map(length).concat(colorCss(color)).join(' '))
    .join(', ');
}

/** A DTCG value back in CSS, as tokens/ writes it: what the round trip compares. */
function cssOf(path: string, value: unknown, type: string | undefined): string {
  switch (type) {
    case 'color':
      return colorCss(value as DtcgColor);
    case 'dimension':
      // The breakpoints are numbers of pixels in tokens/ (shown as "768px").
      return path.includes('reakpoints.') ? `${(value as DtcgDimension).value}px` : length(value as DtcgDimension);
    case 'duration':
      return `${(value as DtcgDimension).value}${(value as DtcgDimension).unit}`;
    case 'fontFamily':
      return (value as string[]).map((name) => (/\s/.test(name) ? `'${name}'` : name)).join(', ');
    case 'fontWeight':
      return String(value);
    case 'number':
      return path.startsWith('letterSpacing.') && value !== 0 ? `${value}em` : String(value);
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'shadow':
      return shadowCss(value as DtcgShadow);
    default:
      throw new Error(`${path}: no CSS for type ${type}`);
  }
}
