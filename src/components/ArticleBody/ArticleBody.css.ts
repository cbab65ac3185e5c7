import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.font.size.lg.size,
  lineHeight: vars.font.size.lg.lineHeight,
  color: vars.color.text.secondary,
  paddingBlock: `${vars.space.xl} ${vars.space['2xl']}`,
});

export const figure = style({ marginBottom: vars.space.md });

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radii.lg,
  background: vars.color.surface.brandSubtle,
});

export const heading = style({ marginTop: vars.space.md });

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
