/**
 * The Foundations pages: each page's component, the token objects it lists (by their export
 * name in tokens/, which is also how the page names each token) and what it shows that is
 * code, the same in every locale. foundations.test.tsx renders every page and finds every
 * token of these objects on it, and every export of tokens/ on some page.
 */
import type { ComponentType } from 'react';
import {
  breakpoints,
  color,
  fallbackFontMetrics,
  fontFamily,
  fontSize,
  fontWeight,
  headerBreakpoints,
  headerQuery,
  letterSpacing,
  mediaQuery,
  motion,
  palette,
  radii,
  shadows,
  size,
  space,
  zIndex,
} from '../../../tokens';
import glyphs from '../../components/Icon/glyphs.json';
import { BreakpointsFoundation } from './BreakpointsFoundation';
import { ColourFoundation } from './ColourFoundation';
import { DesignTokensFoundation, designTokensCodeTexts } from './DesignTokensFoundation';
import type { FoundationProps } from './FoundationPage';
import { IconsFoundation } from './IconsFoundation';
import { MotionFoundation } from './MotionFoundation';
import { RadiiFoundation, ShadowsFoundation, ZIndexFoundation } from './ScaleFoundations';
import { SpacingFoundation } from './SpacingFoundation';
import { TypographyFoundation } from './TypographyFoundation';
import { tokenCodeTexts } from './tokenTree';

export interface FoundationPageEntry {
  Page: ComponentType<FoundationProps>;
  /** The token objects the page lists, by export name. */
  tokens: Record<string, object>;
  /** Token names, values, glyph names: code, written so in every locale (`parameters.sameInEveryLocale`). */
  sameInEveryLocale: string[];
}

const listing = (Page: ComponentType<FoundationProps>, tokens: Record<string, object>): FoundationPageEntry => ({
  Page,
  tokens,
  sameInEveryLocale: tokenCodeTexts(tokens),
});

const glyphNames = Object.values(glyphs).flatMap((group) => Object.entries(group).flat());

export const foundationPages = {
  // The colour page also lists `contrastPairs`, each with its ratio (its names are colour roles).
  colour: listing(ColourFoundation, { color, palette }),
  typography: listing(TypographyFoundation, { fontSize, fontWeight, fontFamily, letterSpacing, fallbackFontMetrics }),
  spacing: listing(SpacingFoundation, { space, size }),
  radii: listing(RadiiFoundation, { radii }),
  shadows: listing(ShadowsFoundation, { shadows }),
  breakpoints: listing(BreakpointsFoundation, { breakpoints, headerBreakpoints, mediaQuery, headerQuery }),
  motion: listing(MotionFoundation, { motion }),
  zIndex: listing(ZIndexFoundation, { zIndex }),
  icons: { Page: IconsFoundation, tokens: {}, sameInEveryLocale: glyphNames },
  // tokens.json: its groups with their types, and how the browser names the theme's tokens.
  designTokens: { Page: DesignTokensFoundation, tokens: {}, sameInEveryLocale: designTokensCodeTexts() },
} satisfies Record<string, FoundationPageEntry>;
