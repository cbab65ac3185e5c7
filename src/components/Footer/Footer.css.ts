import { globalStyle, style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const footer = style({
  background: vars.color.surface.brandStrong,
  color: vars.color.text.inverseMuted,
  paddingTop: vars.space['2xl'],
  vars: { '--focus-ring': vars.color.focus },
  '@media': { [printMedia]: { display: 'none' } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.3fr 1fr 1fr 1fr' },
  },
});

export const brand = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const brandName = style({ color: vars.color.text.inverse, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg.size });

export const heading = style({
  color: vars.color.text.inverse,
  fontSize: vars.font.size.md.size,
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space.sm,
});

export const list = style({ display: 'grid', gap: vars.space['3xs'], margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2rem',
  color: vars.color.text.inverseMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text.inverse, textDecoration: 'underline' } },
});

export const contactItem = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', minHeight: '2rem' });

export const bottom = style({
  marginTop: vars.space['2xl'],
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.surface.brand}`,
  fontSize: vars.font.size.sm.size,
});

globalStyle(`${footer} svg`, { flexShrink: 0 });
globalStyle(`${footer} address`, { fontStyle: 'normal' });
