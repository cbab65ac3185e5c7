import { type ColorRole, color } from './color';
import { motion } from './motion';
import { radii } from './radii';
import { shadows } from './shadows';
import { size, space } from './space';
import { fontFamily, fontSize, fontWeight, letterSpacing } from './typography';
import { zIndex } from './zIndex';

/**
 * The tokens the site's stylesheet carries as CSS custom properties (src/styles/theme.css.ts
 * sets them on :root), by their export name here. The palette and the breakpoints are not
 * among them: components use the colour roles, and media queries cannot read a variable.
 */
export const themeTokens = { color, fontFamily, fontWeight, fontSize, letterSpacing, space, size, radii, shadows, zIndex, motion } as const;

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A token's custom property: its path in kebab-case ("color.text.primary" ->
 * "--color-text-primary", "fontSize.md.lineHeight" -> "--font-size-md-line-height"). The one
 * name DevTools shows, the Foundations pages list and tokens.json's path spells.
 */
export const customPropertyName = (tokenPath: string): string => `--${tokenPath.split('.').map(kebab).join('-')}`;

/**
 * A colour role's variable, for markup that sets a colour itself (an SVG's fill): the same
 * string as `vars.color.…`, without the theme's whole contract, which would bring every
 * variable's name into the script of each page.
 */
export const colorVar = (role: ColorRole): string => `var(${customPropertyName(`color.${role}`)})`;
