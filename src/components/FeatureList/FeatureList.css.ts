import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const list = recipe({
  base: { display: 'grid', gap: vars.space.xs, padding: 0, margin: 0, listStyle: 'none' },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } } },
    },
  },
  defaultVariants: { columns: 1 },
});

export const item = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });

export const mark = style({ color: vars.color.text.brand, marginTop: '0.25rem' });
