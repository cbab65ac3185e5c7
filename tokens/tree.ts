/** A token's value in tokens/: CSS text, or a number of pixels (the breakpoints). */
export type TokenValue = string | number;

/** Every leaf of a token object by its dotted path under `name` ("" for the bare path), nested groups flattened. */
export function tokenLeaves(name: string, tokens: object): Array<[name: string, value: TokenValue]> {
  return Object.entries(tokens).flatMap(([key, value]): Array<[string, TokenValue]> => {
    const path = name ? `${name}.${key}` : key;
    return typeof value === 'object' && value !== null ? tokenLeaves(path, value) : [[path, value as TokenValue]];
  });
}
