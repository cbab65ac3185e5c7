import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const wrap = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingBlock: vars.space['4xl'],
});

export const code = style({
  fontSize: '4.5rem',
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.brand,
  letterSpacing: vars.font.letterSpacing.tight,
});
