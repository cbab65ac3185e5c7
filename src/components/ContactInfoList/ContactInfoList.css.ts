import { style } from '@vanilla-extract/css';
import { media, printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** One column on phones (the e-mail and the hours need the width), two on tablets, four on desktops. */
export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [printMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const value = style({
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const note = style({
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.muted,
  marginTop: vars.space['2xs'],
});
