import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: { flexShrink: 0 },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.25rem', height: '1.25rem' },
      lg: { width: '1.75rem', height: '1.75rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
