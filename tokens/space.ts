/** Spacing on a 4 px grid. */
export const space = {
  none: '0',
  '3xs': '0.125rem',
  '2xs': '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  '2xl': '3rem',
  '3xl': '4rem',
  '4xl': '6rem',
} as const;

/** Widths of content columns. */
export const size = {
  container: '72rem',
  prose: '42rem',
  /** WCAG 2.2 target size minimum is 24 px; we use 44 px for touch. */
  touchTarget: '2.75rem',
} as const;
