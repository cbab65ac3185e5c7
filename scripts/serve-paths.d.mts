export function requestPath(target?: string): string | null;
export function filePath(pathname: string): string | null;
export function isSameOriginPath(location: string): boolean;
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null;
