import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  // The wordmark is drawn on two lines; a row short of room takes its space elsewhere.
  flexShrink: 0,
  color: vars.color.text.primary,
  textDecoration: 'none',
});

export const mark = style({ width: '2.25rem', height: '2.25rem', flexShrink: 0 });

export const wordmark = style({ display: 'grid', lineHeight: 1.1, whiteSpace: 'nowrap' });

export const name = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg.size, letterSpacing: vars.font.letterSpacing.tight });

export const sub = style({ fontSize: vars.font.size.xs.size, color: vars.color.text.muted, fontWeight: vars.font.weight.medium });
