import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { customPropertyName, themeTokens } from '../../tokens/customProperties';

const { color, fontFamily, fontWeight, fontSize, letterSpacing, space, size, radii, shadows, zIndex, motion } = themeTokens;
const theme = { color, font: { family: fontFamily, weight: fontWeight, size: fontSize, letterSpacing }, space, size, radii, shadows, zIndex, motion };

/** The token a theme path stands for: `vars.font.size.md` is tokens/' `fontSize.md`. */
const fontGroups: Record<string, keyof typeof themeTokens> = { family: 'fontFamily', weight: 'fontWeight', size: 'fontSize', letterSpacing: 'letterSpacing' };
function tokenPath([group, ...rest]: string[]): string {
  if (group !== 'font') return [group, ...rest].join('.');
  const [fontGroup = '', ...leaf] = rest;
  const token = fontGroups[fontGroup];
  if (!token) throw new Error(`vars.font.${fontGroup} stands for no token group`);
  return [token, ...leaf].join('.');
}

/**
 * The site-wide theme, derived from the tokens (the single source). It sits on :root so
 * every element, portals included, sees the variables. Each variable is named after its
 * token (`vars.color.text.primary` is `--color-text-primary`), not hashed, so DevTools and
 * design tools read the same names as tokens/ and tokens.json.
 */
export const vars = createGlobalThemeContract(theme, (_value, path) => customPropertyName(tokenPath(path)).slice(2));
createGlobalTheme(':root', vars, theme);
