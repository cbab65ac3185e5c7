export interface IconSymbol {
  name: string;
  id: string;
  markup: string;
}
export function parseSprite(sprite: string, inlineSymbolId: (name: string) => string): IconSymbol[];
export function iconSymbolsFor(symbols: IconSymbol[], html: string, laterIcons: string[]): string;
