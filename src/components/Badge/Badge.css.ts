import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: vars.space['2xs'],
    paddingInline: vars.space.xs,
    paddingBlock: vars.space['3xs'],
    borderRadius: vars.radii.full,
    fontSize: vars.font.size.xs.size,
    lineHeight: vars.font.size.xs.lineHeight,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { background: vars.color.surface.brandSubtle, color: vars.color.text.brand },
      accent: { background: vars.color.surface.accentSubtle, color: vars.color.text.primary },
      neutral: { background: vars.color.surface.subtle, color: vars.color.text.secondary },
      success: { background: vars.color.surface.success, color: vars.color.text.success },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
