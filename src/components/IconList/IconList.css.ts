import { style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.md, alignItems: 'start', '@media': { [printMedia]: { breakInside: 'avoid' } } });

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radii.md,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'] });

export const description = style({ color: vars.color.text.secondary });
