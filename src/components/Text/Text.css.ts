import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const text = recipe({
  base: { margin: 0, maxWidth: vars.size.prose },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm.size, lineHeight: vars.font.size.sm.lineHeight },
      md: { fontSize: vars.font.size.md.size, lineHeight: vars.font.size.md.lineHeight },
      lg: { fontSize: vars.font.size.lg.size, lineHeight: vars.font.size.lg.lineHeight },
    },
    tone: {
      primary: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      muted: { color: vars.color.text.muted },
      brand: { color: vars.color.text.brand },
      accent: { color: vars.color.text.accent },
      inverse: { color: vars.color.text.inverse },
      inverseMuted: { color: vars.color.text.inverseMuted },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    eyebrow: {
      true: {
        textTransform: 'uppercase',
        letterSpacing: vars.font.letterSpacing.wide,
        fontSize: vars.font.size.xs.size,
        lineHeight: vars.font.size.xs.lineHeight,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
  defaultVariants: { size: 'md', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
