import type { PlaywrightJsonReport, SubjectLinks } from './visual-summary.mjs';

/** The single-file review page of a visual report; image paths are read from `root`. */
export function reviewPage(report: PlaywrightJsonReport | undefined, options: { root: string; title?: string } & SubjectLinks): string;
