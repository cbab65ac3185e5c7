export const coreFontFile: string;
export const subsetFile: string;
export const CORE_RANGE: string;
export function codePointsOf(range: string): Set<number>;
export function rangeOf(points: Iterable<number>): string;
export function makeFonts(): Promise<{ woff2: Uint8Array; subset: { core: string; rest: string } }>;
