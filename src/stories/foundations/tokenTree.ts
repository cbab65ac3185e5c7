import { customPropertyName, themeTokens } from '../../../tokens/customProperties';
import { type TokenValue, tokenLeaves } from '../../../tokens/tree';

/**
 * Token objects as the Foundations pages list them: every token by its dotted name, as the
 * code writes it ("color.text.primary", "fontSize.md"), in the order tokens/ declares it.
 * The pages iterate the objects themselves, so a new token appears with no other edit.
 */
export { type TokenValue, tokenLeaves } from '../../../tokens/tree';

const themeTokenPaths = tokenLeaves('', themeTokens).map(([path]) => path);

/**
 * The CSS custom properties of a token, or of a group's tokens ("fontSize.md": its size's and
 * its line height's), as DevTools names them; none for a token the stylesheet does not carry.
 */
export const customPropertiesOf = (name: string): string[] =>
  themeTokenPaths.filter((path) => path === name || path.startsWith(`${name}.`)).map(customPropertyName);

/** A token's value as a page shows it: the breakpoints are numbers of CSS pixels. */
export const shownValue = (value: TokenValue): string => (typeof value === 'number' ? `${value}px` : value);

/** A rem length in CSS pixels at the browsers' default root size ("0.8125rem" -> "13px"), for designers who think in pixels. */
export function remInPixels(value: TokenValue): string | undefined {
  const rem = typeof value === 'string' ? value.match(/^([\d.]+)rem$/) : null;
  return rem ? `${Number(rem[1]) * 16}px` : undefined;
}

/**
 * Every name and value a page shows of these token objects (each keyed by its export's
 * name): code, the same in every locale (the stories' `parameters.sameInEveryLocale`).
 */
export function tokenCodeTexts(groups: Record<string, object>): string[] {
  const texts = new Set<string>();
  const visit = (name: string, node: unknown) => {
    texts.add(name);
    if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) visit(`${name}.${key}`, value);
      return;
    }
    texts.add(shownValue(node as TokenValue));
    for (const property of customPropertiesOf(name)) texts.add(property);
    const pixels = remInPixels(node as TokenValue);
    if (pixels) texts.add(pixels);
  };
  for (const [name, tokens] of Object.entries(groups)) visit(name, tokens);
  return [...texts];
}
