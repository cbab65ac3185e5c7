import { style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  marginTop: vars.space.md,
  listStyle: 'none',
});

export const medicine = style({
  display: 'grid',
  gap: vars.space['3xs'],
  paddingLeft: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border.brand}`,
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});

export const name = style({
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  // "Dihydroartémisinine/Pipéraquine" is one word: on the narrowest phones, in a wider
  // fallback font, it breaks rather than push its card past the screen.
  overflowWrap: 'anywhere',
});

export const form = style({
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  color: vars.color.text.secondary,
});
