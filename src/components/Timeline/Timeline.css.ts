import { style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const list = style({ position: 'relative', display: 'grid', gap: vars.space.lg, padding: 0, margin: 0, listStyle: 'none' });

export const entry = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2xs'],
  paddingLeft: vars.space.xl,
  borderLeft: `2px solid ${vars.color.border.brand}`,
  paddingBottom: vars.space.xs,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-9px',
    top: '0.35rem',
    width: '16px',
    height: '16px',
    borderRadius: vars.radii.full,
    background: vars.color.action.accent,
    border: `3px solid ${vars.color.surface.page}`,
  },
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});

export const year = style({
  fontSize: vars.font.size.xl.size,
  lineHeight: vars.font.size.xl.lineHeight,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.brand,
});

export const description = style({ color: vars.color.text.secondary });
