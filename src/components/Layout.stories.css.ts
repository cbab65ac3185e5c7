import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A tinted panel, to show a Stack row inside a Container. */
export const tintedPanel = style({
  padding: vars.space.lg,
  background: vars.color.surface.brandSubtle,
  color: vars.color.text.brand,
});
