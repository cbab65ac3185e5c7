export const baselinesDir: string;
/** The baselines that differ from the last commit, by repository path. */
export function baselineChanges(cwd?: string): { changed: string[]; added: string[]; removed: string[] };
export function commitMessage(details: {
  changed: string[];
  added: string[];
  versionChanged: boolean;
  chromium: string;
  /** Empty for a full update. */
  filter: string;
  reason?: string;
  chromiumNote?: string;
  /** Whether the update's PNGs went through scripts/optimize-baselines.mjs (says so in the body). */
  optimized?: boolean;
}): string;
