import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const twoColumns = { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl };

export const list = recipe({
  base: { display: 'grid', gap: vars.space.xs, padding: 0, margin: 0, listStyle: 'none' },
  variants: {
    columns: {
      1: {},
      // Two columns from a tablet's width, and on paper.
      2: { '@media': { [media.tablet]: twoColumns, [printMedia]: twoColumns } },
    },
  },
  defaultVariants: { columns: 1 },
});

export const item = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', '@media': { [printMedia]: { breakInside: 'avoid' } } });

export const mark = style({ color: vars.color.text.brand, marginTop: '0.25rem' });
