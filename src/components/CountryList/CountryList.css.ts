import { style, styleVariants } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const listBase = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const list = styleVariants({
  names: [
    listBase,
    {
      gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
      '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' } },
    },
  ],
  // With capitals and populations, a card is never narrower than its longest line
  // ("Capitale  Yamoussoukro"): phones get one column rather than two whose details run
  // out of their cards.
  details: [listBase, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(13rem, 100%), 1fr))' }],
});

export const country = style({
  display: 'grid',
  gap: vars.space['3xs'],
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.default}`,
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});

export const name = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.font.weight.semibold });

export const pin = style({ color: vars.color.text.brand });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  // A value longer than any card (none today) breaks rather than leave its card.
  overflowWrap: 'anywhere',
  columnGap: vars.space.xs,
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.secondary,
});

export const term = style({ color: vars.color.text.muted });
