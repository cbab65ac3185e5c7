export interface Stylesheet {
  clone(): Stylesheet;
  toString(): string;
}
export function parseStylesheet(css: string): Stylesheet;
export function classesNeeded(selector: string): string[];
export function usedStylesheet(stylesheet: Stylesheet, isUsed: (className: string) => boolean): string;
export function isServiceWorkerSelector(selector: string): boolean;
export function serviceWorkerStylesheet(stylesheet: Stylesheet): string;
