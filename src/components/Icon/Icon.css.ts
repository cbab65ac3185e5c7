import { style, styleVariants } from '@vanilla-extract/css';

// Static classes rather than a recipe: icons are in every page's first download (Icon.tsx).
export const iconBase = style({ flexShrink: 0 });

export const iconSize = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.25rem', height: '1.25rem' },
  lg: { width: '1.75rem', height: '1.75rem' },
});

export interface IconVariants {
  /** Default: md. */
  size?: keyof typeof iconSize;
}
