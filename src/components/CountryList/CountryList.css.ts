import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' } },
});

export const country = style({
  display: 'grid',
  gap: vars.space['3xs'],
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.default}`,
});

export const name = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.font.weight.semibold });

export const pin = style({ color: vars.color.text.brand });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.xs,
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.secondary,
});

export const term = style({ color: vars.color.text.muted });
