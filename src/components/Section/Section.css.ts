import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const section = recipe({
  variants: {
    tone: {
      page: { background: vars.color.surface.page },
      subtle: { background: vars.color.surface.subtle },
      brandSubtle: { background: vars.color.surface.brandSubtle },
      brand: {
        background: vars.color.surface.brand,
        color: vars.color.text.inverse,
        vars: { '--focus-ring': vars.color.focus },
      },
    },
    spacing: {
      md: {
        paddingBlock: vars.space['2xl'],
        '@media': { [media.tablet]: { paddingBlock: vars.space['3xl'] } },
      },
      sm: { paddingBlock: vars.space.xl },
    },
  },
  defaultVariants: { tone: 'page', spacing: 'md' },
});

export const header = style({
  maxWidth: vars.size.prose,
  marginBottom: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
});

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;
