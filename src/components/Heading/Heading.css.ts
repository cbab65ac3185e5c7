import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const fontSize = (step: keyof typeof vars.font.size) => ({
  fontSize: vars.font.size[step].size,
  lineHeight: vars.font.size[step].lineHeight,
});

export const heading = recipe({
  base: {
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    letterSpacing: vars.font.letterSpacing.tight,
    color: vars.color.text.primary,
    textWrap: 'balance',
    scrollMarginTop: '6rem',
  },
  variants: {
    size: {
      display: { ...fontSize('3xl'), '@media': { [media.tablet]: fontSize('4xl') } },
      xl: { ...fontSize('2xl'), '@media': { [media.tablet]: fontSize('3xl') } },
      lg: { ...fontSize('xl'), '@media': { [media.tablet]: fontSize('2xl') } },
      md: { ...fontSize('lg'), fontWeight: vars.font.weight.semibold },
      sm: { ...fontSize('md'), fontWeight: vars.font.weight.semibold },
    },
    tone: {
      default: {},
      brand: { color: vars.color.text.brand },
      inverse: { color: vars.color.text.inverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
