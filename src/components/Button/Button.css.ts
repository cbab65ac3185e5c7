import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Static classes per variant rather than a recipe: the header's button is on every page's
// first download, and class maps need no runtime to pick from (see Button.tsx).
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radii.md,
  border: '2px solid transparent',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const buttonVariant = styleVariants({
  primary: {
    background: vars.color.action.primary,
    color: vars.color.action.primaryText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.action.primaryHover } },
  },
  accent: {
    background: vars.color.action.accent,
    color: vars.color.action.accentText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.action.accentHover } },
  },
  secondary: {
    background: vars.color.surface.page,
    color: vars.color.text.brand,
    borderColor: vars.color.border.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surface.brandSubtle } },
  },
  outline: {
    background: 'transparent',
    color: 'inherit',
    borderColor: 'currentColor',
    selectors: { '&:hover:not(:disabled)': { background: vars.color.action.outlineHover } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text.brand,
    paddingInline: vars.space.xs,
    selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
  },
});

export const buttonSize = styleVariants({
  sm: { fontSize: vars.font.size.sm.size, paddingInline: vars.space.sm, minHeight: '2.25rem' },
  md: { fontSize: vars.font.size.md.size, paddingInline: vars.space.lg },
  lg: { fontSize: vars.font.size.lg.size, paddingInline: vars.space.xl, minHeight: '3.25rem' },
});

export const buttonFullWidth = style({ width: '100%' });

export interface ButtonVariants {
/** Default: primary. */
variant?: keyof typeof buttonVariant;
/** Default: md. */
size?: keyof typeof buttonSize;
fullWidth?: boolean;
}
export const buttonVariantNames = ['primary', 'accent', 'secondary', 'outline', 'ghost'] as const;
