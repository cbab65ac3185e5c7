/** Soft, low shadows: depth without decoration. */
export const shadows = {
  none: 'none',
  sm: '0 1px 2px rgba(21, 35, 42, 0.08)',
  md: '0 2px 6px rgba(21, 35, 42, 0.08), 0 8px 24px rgba(21, 35, 42, 0.06)',
  lg: '0 12px 32px rgba(21, 35, 42, 0.16)',
} as const;
