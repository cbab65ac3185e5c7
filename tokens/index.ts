export { color, palette, contrastPairs, type ColorRole } from './color';
export { fontFamily, fontSize, fontWeight, letterSpacing, fallbackFontMetrics } from './typography';
export { space, size } from './space';
export { radii } from './radii';
export { shadows } from './shadows';
export { breakpoints, headerBreakpoints, headerQuery, mediaQuery, type Breakpoint, type HeaderBreakpoint } from './breakpoints';
export { zIndex } from './zIndex';
export { motion } from './motion';
