import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

const sideBySide = { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' };

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  counterReset: 'step',
  // Side by side from a tablet's width, and on paper.
  '@media': { [media.tablet]: sideBySide, [printMedia]: sideBySide },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  paddingTop: vars.space.xl,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.default}`,
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radii.full,
  background: vars.color.action.primary,
  color: vars.color.action.primaryText,
  fontWeight: vars.font.weight.bold,
  // Printers leave out backgrounds: the number keeps its circle as a line.
  '@media': { [printMedia]: { border: `1.5px solid ${vars.color.border.strong}` } },
});

export const timeline = style({
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.accent,
});

export const description = style({ color: vars.color.text.secondary });
