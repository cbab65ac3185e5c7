import { createGlobalTheme } from '@vanilla-extract/css';
import {
  color,
  fontFamily,
  fontSize,
  fontWeight,
  letterSpacing,
  motion,
  radii,
  shadows,
  size,
  space,
  zIndex,
} from '../../tokens';

/**
 * The site-wide theme, derived from the tokens (the single source). It sits on :root so
 * every element, portals included, sees the variables.
 */
export const vars = createGlobalTheme(':root', {
  color,
  font: { family: fontFamily, weight: fontWeight, size: fontSize, letterSpacing },
  space,
  size,
  radii,
  shadows,
  zIndex,
  motion,
});
