/** Type: one variable sans family (self-hosted), a fluid-free scale that reads well on phones. */
export const fontFamily = {
  body: "'Public Sans Variable', 'Public Sans Fallback', system-ui, sans-serif",
  heading: "'Public Sans Variable', 'Public Sans Fallback', system-ui, sans-serif",
} as const;

/** Metrics override for the local fallback so the swap to the web font shifts nothing. */
export const fallbackFontMetrics = {
  family: 'Public Sans Fallback',
  local: 'Arial',
  sizeAdjust: '105%',
  ascentOverride: '90%',
  descentOverride: '21%',
  lineGapOverride: '0%',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

/** rem sizes with matching line heights. Body text is 1.0625rem (17 px) for readability. */
export const fontSize = {
  xs: { size: '0.8125rem', lineHeight: '1.25rem' },
  sm: { size: '0.9375rem', lineHeight: '1.5rem' },
  md: { size: '1.0625rem', lineHeight: '1.75rem' },
  lg: { size: '1.25rem', lineHeight: '1.875rem' },
  xl: { size: '1.5rem', lineHeight: '2rem' },
  '2xl': { size: '1.875rem', lineHeight: '2.375rem' },
  '3xl': { size: '2.25rem', lineHeight: '2.75rem' },
  '4xl': { size: '2.875rem', lineHeight: '3.375rem' },
} as const;

export const letterSpacing = {
  tight: '-0.015em',
  normal: '0',
  wide: '0.08em',
} as const;
