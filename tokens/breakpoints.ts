/** Mobile first: styles apply from 0 and grow at these minimum widths (px). */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Widths of the site header itself (px; the viewport less any scrollbar, read by container
 * queries) at which it changes its layout: what each locale needs, measured with the
 * self-hosted font on every page (the current link is bold), rounded up to 8 px. The
 * narrowest width of each layout is one of those tests/e2e/overflow.spec.ts lays every page
 * out at, so a longer label or a new locale that no longer fits fails there: measure again.
 */
export const headerBreakpoints = {
  /**
   * The menu button shows its word beside its icon. Below, the icon alone, so the wordmark
   * keeps its two lines: wordmark, gap and labelled button need 327 px with the header's
   * padding ("Menu" in every locale), and some 5 px more in the fallback font of a first visit.
   */
  menuLabel: 344,
  /**
   * The whole navigation inline; the menu button below. The widest locale, French, needs
   * 1196 px once its links have drawn together as far as they may (xs beside each label;
   * English 1155, Portuguese 1144), and 1245 px at their full spacing (English 1202,
   * Portuguese 1196): so English at 1280 px keeps its full spacing.
   */
  inlineNavigation: 1200,
} as const;

export type HeaderBreakpoint = keyof typeof headerBreakpoints;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Conditions of the header's container queries (the header names its container). */
export const headerQuery = {
  /** The page's tablet width, where the page's side padding grows (Container). */
  tablet: `(min-width: ${breakpoints.tablet}px)`,
  menuLabel: `(min-width: ${headerBreakpoints.menuLabel}px)`,
  inlineNavigation: `(min-width: ${headerBreakpoints.inlineNavigation}px)`,
} as const;
