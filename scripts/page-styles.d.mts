export interface Stylesheet {
  clone(): Stylesheet;
  toString(): string;
}
export function parseStylesheet(css: string): Stylesheet;
export function classesNeeded(selector: string): string[];
/** `isUsed` answers for a class name, and for a custom property's name ("--space-md"): whether the page's HTML or code names it. */
export function usedStylesheet(stylesheet: Stylesheet, isUsed: (name: string) => boolean, alsoRead?: Iterable<string>): string;
export function splitPrintRules(stylesheet: Stylesheet): { screen: Stylesheet; print: string };
export function printReads(printCss: string): string[];
export function isServiceWorkerSelector(selector: string): boolean;
export function serviceWorkerStylesheet(stylesheet: Stylesheet): string;
