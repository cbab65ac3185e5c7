import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' }, [printMedia]: { breakInside: 'avoid' } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radii.md,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
});

export const text = style({ display: 'grid', gap: vars.space['2xs'] });

export const action = style({
  gridColumn: '2',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});
