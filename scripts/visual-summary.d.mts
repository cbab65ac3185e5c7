/** A Playwright JSON report (@playwright/test/reporter's JSONReport), as the summary reads it. */
export type PlaywrightJsonReport = object;

/** One snapshot that differs from its baseline, or has none. */
export interface ChangedSnapshot {
  /** "page `/fr/about`", "story `components-button--primary`", or the test's title. */
  subject: string;
  title: string;
  /** The Playwright project: "mobile". */
  project: string;
  /** "mobile 390×844". */
  viewport: string;
  /** The test's place: "tests/visual/pages.spec.ts:25". */
  location: string;
  locale: string;
  kind: 'screenshot' | 'ARIA';
  /** The snapshot's name: "pages/fr/about.png". */
  name: string;
  /** Paths from the repository root. */
  files: { expected?: string; actual?: string; diff?: string; previous?: string };
  missing: boolean;
  ariaDiff?: string;
  /** Screenshots: how many pixels differ, and the old and new size when it changed. */
  pixels?: number;
  sizeChange?: { from: string; to: string };
  chromiumNote?: string;
}

/** A test that failed without a snapshot to compare, or an error outside any test. */
export interface OtherFailure {
  title: string;
  viewport: string;
  location: string;
  error: string;
  trace?: string;
  flaky: boolean;
}

export function failuresOf(report: PlaywrightJsonReport): { changed: ChangedSnapshot[]; other: OtherFailure[] };
export interface SubjectLinks {
  /** The published Storybook: a story links to `<storybookUrl>/?path=/story/<id>`. */
  storybookUrl?: string;
  /** The site: a page links to `<siteUrl><route>`. */
  siteUrl?: string;
}

export function linkOf(title: string, links?: SubjectLinks): string | undefined;
export function pixelsOf(message?: string): { pixels?: number; sizeChange?: { from: string; to: string } };
export function amountOf(entry: ChangedSnapshot): string;
export function readReport(file: string | undefined): PlaywrightJsonReport | undefined;
export function siteOrigin(root: string): string | undefined;
export function summarize(
  reports: { visual?: PlaywrightJsonReport; e2e?: PlaywrightJsonReport },
  options?: { artifactUrl?: string; reviewUrl?: string } & SubjectLinks,
): string;
