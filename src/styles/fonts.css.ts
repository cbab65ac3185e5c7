import { globalFontFace } from '@vanilla-extract/css';
import latinExt from '@fontsource-variable/public-sans/files/public-sans-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url';
import { fallbackFontMetrics } from '../../tokens';
import core from './fonts/public-sans-core-wght-normal.woff2?url';
import subset from './fonts/subset.json';

// Self-hosted from the npm package: no request leaves the site. `optional`: the font is used
// when it is there for the first paint (cached, or quick to arrive), otherwise that page
// keeps the fallback and the next one has it. Text never re-flows after it has painted: with
// `swap`, a font arriving late re-wrapped paragraphs on phone widths (layout shifts up to
// 0.05). Not preloaded: on a slow connection a preload competes with the page itself
// (Lighthouse mobile, /: LCP 1.21 s with the preload, about 1.1 s without).
const family = 'Public Sans Variable';

// What every page downloads: fontsource's latin file cut to the characters English, French
// and Portuguese text uses (scripts/make-fonts.mjs: 20.8 KB instead of 26.8, every weight).
globalFontFace(family, {
  src: `url(${core}) format('woff2')`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'optional',
  unicodeRange: subset.core,
});

// The rest of the latin range, from fontsource's whole file, fetched only by a page that uses
// one of those characters (the size step names any such page).
globalFontFace(family, {
  src: `url(${latin}) format('woff2')`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'optional',
  unicodeRange: subset.rest,
});

// fontsource's latin-ext range less the code points latin also covers (ı, œ, Œ, †): with
// both faces claiming "œuvre", Chrome fetched latin-ext too (19 KB, one more round trip before
// the first paint of /fr/news/ecowas-trade: LCP 1.21 s), though latin, which every page
// loads, draws it.
globalFontFace(family, {
  src: `url(${latinExt}) format('woff2')`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'optional',
  unicodeRange:
    'U+0100-0130, U+0132-0151, U+0154-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
});

// A metric-matched local fallback: a page that paints with it looks almost the same.
globalFontFace(fallbackFontMetrics.family, {
  src: `local('${fallbackFontMetrics.local}'), local('Liberation Sans'), local('DejaVu Sans')`,
  sizeAdjust: fallbackFontMetrics.sizeAdjust,
  ascentOverride: fallbackFontMetrics.ascentOverride,
  descentOverride: fallbackFontMetrics.descentOverride,
  lineGapOverride: fallbackFontMetrics.lineGapOverride,
});
