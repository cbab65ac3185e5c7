import { globalFontFace } from '@vanilla-extract/css';
import latinExt from '@fontsource-variable/public-sans/files/public-sans-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url';
import { fallbackFontMetrics } from '../../tokens';

// Self-hosted from the npm package: no request leaves the site. The Latin subset is
// preloaded by the prerender; latin-ext (e.g. for later FR/PT names) loads only when used.
const family = 'Public Sans Variable';

globalFontFace(family, {
  src: `url(${latin}) format('woff2')`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});

globalFontFace(family, {
  src: `url(${latinExt}) format('woff2')`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
});

// A metric-matched local fallback keeps the swap free of layout shift.
globalFontFace(fallbackFontMetrics.family, {
  src: `local('${fallbackFontMetrics.local}'), local('Liberation Sans'), local('DejaVu Sans')`,
  sizeAdjust: fallbackFontMetrics.sizeAdjust,
  ascentOverride: fallbackFontMetrics.ascentOverride,
  descentOverride: fallbackFontMetrics.descentOverride,
  lineGapOverride: fallbackFontMetrics.lineGapOverride,
});
