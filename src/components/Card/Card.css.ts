import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radii.lg,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    height: '100%',
    '@media': { [printMedia]: { breakInside: 'avoid' } },
  },
  variants: {
    tone: {
      outlined: { border: `1px solid ${vars.color.border.default}` },
      raised: { boxShadow: vars.shadows.md, border: `1px solid ${vars.color.border.subtle}` },
      subtle: { background: vars.color.surface.subtle },
      brandSubtle: { background: vars.color.surface.brandSubtle },
    },
  },
  defaultVariants: { tone: 'outlined' },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radii.md,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
});

export const meta = style({
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.accent,
  fontWeight: vars.font.weight.semibold,
});

export const body = style({ color: vars.color.text.secondary, flexGrow: 1 });
export const footer = style({ marginTop: vars.space.xs });

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
