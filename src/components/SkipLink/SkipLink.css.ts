import { style } from '@vanilla-extract/css';
import { printMedia } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.xs,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  background: vars.color.action.primary,
  color: vars.color.action.primaryText,
  fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
  '@media': { [printMedia]: { display: 'none' } },
});
