import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const gaps = Object.fromEntries(
  (['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const).map((step) => [step, { gap: vars.space[step] }]),
) as Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl', { gap: string }>;

export const stack = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    direction: {
      column: { flexDirection: 'column' },
      row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
    },
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { direction: 'column', gap: 'md' },
});

/** A sheet is as wide as a tablet held upright: two columns of cards. */
const twoColumns = { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' };

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', padding: 0, listStyle: 'none' },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [printMedia]: twoColumns } },
      3: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          [printMedia]: twoColumns,
        },
      },
      4: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
          [printMedia]: twoColumns,
        },
      },
    },
    /** Two columns even on phones: for short items such as figures. */
    dense: { true: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
  },
  defaultVariants: { columns: 3 },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;
