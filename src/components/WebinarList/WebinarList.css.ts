import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' }, [printMedia]: { breakInside: 'avoid', gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' } },
});

export const dateBlock = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  minWidth: '5.5rem',
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
  textAlign: 'center',
  justifySelf: 'start',
});

export const day = style({ fontSize: vars.font.size['2xl'].size, lineHeight: 1.1, fontWeight: vars.font.weight.bold });
export const month = style({ fontSize: vars.font.size.xs.size, fontWeight: vars.font.weight.semibold, textTransform: 'uppercase', letterSpacing: vars.font.letterSpacing.wide });

export const content = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const when = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm.size,
  color: vars.color.text.muted,
});
