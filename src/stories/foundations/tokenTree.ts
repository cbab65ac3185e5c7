/**
 * Token objects as the Foundations pages list them: every token by its dotted name, as the
 * code writes it ("color.text.primary", "fontSize.md"), in the order tokens/ declares it.
 * The pages iterate the objects themselves, so a new token appears with no other edit.
 */
export type TokenValue = string | number;

/** Every leaf of a token object by its dotted path under `name` ("" for the bare path), nested groups flattened. */
export function tokenLeaves(name: string, tokens: object): Array<[name: string, value: TokenValue]> {
  return Object.entries(tokens).flatMap(([key, value]): Array<[string, TokenValue]> => {
    const path = name ? `${name}.${key}` : key;
    return typeof value === 'object' && value !== null ? tokenLeaves(path, value) : [[path, value as TokenValue]];
  });
}

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
    const pixels = remInPixels(node as TokenValue);
    if (pixels) texts.add(pixels);
  };
  for (const [name, tokens] of Object.entries(groups)) visit(name, tokens);
  return [...texts];
}
