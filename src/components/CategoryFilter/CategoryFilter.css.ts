import { style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  border: 0,
  '@media': { [printMedia]: { display: 'none' } },
});

export const option = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm.size,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand, color: vars.color.text.brand },
    '&[aria-pressed="true"]': {
      background: vars.color.action.primary,
      borderColor: vars.color.action.primary,
      color: vars.color.action.primaryText,
    },
  },
});
