import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const wrap = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space['3xl'] });

export const details = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.danger,
  color: vars.color.text.danger,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.sm.size,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
