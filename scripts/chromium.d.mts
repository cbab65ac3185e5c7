export const chromiumArgs: string[];
export function chromiumPath(): string | null;
export function headlessShellPath(): string | null;
export function ensureChromium(): string;
export function chromiumVersion(executable: string): string;
