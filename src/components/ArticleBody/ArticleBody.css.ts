import { globalStyle, style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const body = style({
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.font.size.lg.size,
  lineHeight: vars.font.size.lg.lineHeight,
  color: vars.color.text.secondary,
  paddingBlock: `${vars.space.xl} ${vars.space['2xl']}`,
  // On paper, blocks one after the other: a grid's rows broke across sheets badly (the lead
  // illustration went to the second sheet, leaving the first half empty).
  '@media': { [printMedia]: { display: 'block', paddingBlock: vars.space.lg, fontSize: vars.font.size.md.size, lineHeight: vars.font.size.md.lineHeight } },
});

globalStyle(`${body} > *`, { '@media': { [printMedia]: { marginBottom: vars.space.md } } });

export const figure = style({ marginBottom: vars.space.md });

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radii.lg,
  background: vars.color.surface.brandSubtle,
  // On paper the illustration keeps its shape at the print height limit (src/styles/print.css.ts), its width following.
  '@media': { [printMedia]: { width: 'auto' } },
});

export const heading = style({ marginTop: vars.space.md, '@media': { [printMedia]: { marginTop: vars.space.lg } } });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

globalStyle(`${list} li::marker`, { color: vars.color.text.brand });

export const quote = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0`,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.border.accent}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl.size,
  lineHeight: vars.font.size.xl.lineHeight,
});

export const cite = style({
  fontSize: vars.font.size.sm.size,
  lineHeight: vars.font.size.sm.lineHeight,
  fontStyle: 'normal',
  color: vars.color.text.muted,
});
