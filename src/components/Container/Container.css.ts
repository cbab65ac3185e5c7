import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { [media.tablet]: { paddingInline: vars.space.xl } },
  },
  variants: {
    width: {
      wide: { maxWidth: `calc(${vars.size.container} + 2 * ${vars.space.xl})` },
      prose: { maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space.xl})` },
    },
  },
  defaultVariants: { width: 'wide' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
