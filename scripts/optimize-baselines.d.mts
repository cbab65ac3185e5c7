/** tests/visual/optimized.json, from the repository root. */
export const recordFile: string;
/** Folders of __baselines__ outside the enforced scope, for now. */
export const pendingFolders: string[];
/** Whether a baseline, named from __baselines__ ("stories/x-desktop.png"), must be optimised. */
export function enforced(name: string): boolean;
export function sha256(bytes: Uint8Array): string;
/** Same width, height and RGBA bytes once decoded. */
export function samePixels(a: Buffer, b: Buffer): boolean;
/** The recompressed bytes if smaller and proved identical in pixels, else the input; throws when the pixels differ. */
export function optimizePng(input: Buffer, compress?: (bytes: Buffer) => Buffer): Buffer;
export function readRecord(cwd?: string): Record<string, string>;
export function formatRecord(record: Record<string, string>): string;
/** Every PNG under __baselines__ (or one of its folders), named from __baselines__, sorted. */
export function listBaselines(cwd?: string, folder?: string): string[];
export function optimizeBaselines(
  names: string[],
  options?: { cwd?: string; log?: (line: string) => void },
): { name: string; before: number; after: number; ms: number; cpuMs: number; skipped: boolean }[];
export function auditBaselines(cwd?: string): { checked: string[]; unoptimised: string[]; stale: string[] };
