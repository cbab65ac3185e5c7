import { style, styleVariants } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const borderWidth = '2px';

/**
 * A button's least height and the air above and below its label. One line of the label fills
 * the space between exactly (its line height is what is left), so a label that fits sits
 * where it always has, and a label that wraps gets that air and lines a little closer.
 */
const blockSize = (minHeight: string, paddingBlock: string) => ({
  minHeight,
  paddingBlock,
  lineHeight: `calc(${minHeight} - 2 * ${paddingBlock} - 2 * ${borderWidth})`,
});

// Static classes per variant rather than a recipe: the header's button is on every page's
// first download, and class maps need no runtime to pick from (see Button.tsx).
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  ...blockSize(vars.size.touchTarget, vars.space.xs),
  // A label longer than its row has room for wraps inside the button, centred, in lines of
  // even length, its icon (if any) above it; a label that fits keeps its one line and its
  // icon beside it.
  flexWrap: 'wrap',
  textAlign: 'center',
  textWrap: 'balance',
  borderRadius: vars.radii.md,
  border: `${borderWidth} solid transparent`,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { [printMedia]: { display: 'none' } },
});

// The variants and sizes as plain objects first: react-docgen reads `keyof typeof` of an
// object literal as its keys (the props tables list them), not of a `styleVariants` call.
const variants = {
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
};

export const buttonVariant = styleVariants(variants);

const sizes = {
  sm: { fontSize: vars.font.size.sm.size, paddingInline: vars.space.sm, ...blockSize('2.25rem', vars.space['2xs']) },
  md: { fontSize: vars.font.size.md.size, paddingInline: vars.space.lg },
  lg: { fontSize: vars.font.size.lg.size, paddingInline: vars.space.xl, ...blockSize('3.25rem', vars.space.sm) },
};

export const buttonSize = styleVariants(sizes);

export const buttonFullWidth = style({ width: '100%' });

export interface ButtonVariants {
  /** `primary` for the one main action of a view; `secondary`, `outline` or `ghost` for the others; `accent` on the brand band. */
  variant?: keyof typeof variants;
  /** `sm` where buttons sit in cards, lists and share rows; `md` elsewhere. */
  size?: keyof typeof sizes;
  /** Fills the width of its container. */
  fullWidth?: boolean;
}
export const buttonVariantNames = ['primary', 'accent', 'secondary', 'outline', 'ghost'] as const;
