import { globalStyle, style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  overflow: 'hidden',
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});

// On paper, the screen's link (its address, src/styles/print.css.ts) comes under the card's words.
export const stage = style({ position: 'relative', '@media': { [printMedia]: { order: 1 } } });

// The "screen": a quiet teal field with a centred play mark, no image to download.
export const screen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '16 / 9',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  color: vars.color.text.inverse,
  background: `radial-gradient(circle at 30% 20%, ${vars.color.surface.brand} 0, ${vars.color.surface.brandStrong} 70%)`,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outlineOffset: '-4px' } },
  // On paper, a published video's link is its address (printed after every link); the play button of one not yet published is left out.
  '@media': { [printMedia]: { display: 'block', aspectRatio: 'auto', padding: `0 ${vars.space.lg} ${vars.space.lg}`, textAlign: 'start' } },
});
globalStyle(`button${screen}`, { '@media': { [printMedia]: { display: 'none' } } });
// The link has no words on paper (its label is for screen readers): its address alone, unbracketed.
globalStyle(`a${screen}[href]:not([data-url-shown])::after`, { '@media': { [printMedia]: { content: 'attr(href)' } } });

export const playMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radii.full,
  background: vars.color.action.accent,
  color: vars.color.action.accentText,
  boxShadow: vars.shadows.lg,
  selectors: { [`${screen}:hover &`]: { background: vars.color.action.accentHover } },
  '@media': { [printMedia]: { display: 'none' } },
});

export const external = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm, color: vars.color.text.inverseMuted, '@media': { [printMedia]: { display: 'none' } } });

// Sits over the screen while "playing"; clicks pass through to the button beneath.
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  pointerEvents: 'none',
  color: vars.color.text.inverse,
  background: vars.color.surface.scrim,
  textAlign: 'center',
});

export const overlayTitle = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg.size });
export const overlayHint = style({ color: vars.color.text.inverseMuted, fontSize: vars.font.size.sm.size });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg });

export const details = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const duration = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  fontSize: vars.font.size.sm.size,
  color: vars.color.text.muted,
});

export const description = style({ color: vars.color.text.secondary, flexGrow: 1 });
