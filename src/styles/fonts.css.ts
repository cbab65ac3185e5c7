import { globalFontFace } from '@vanilla-extract/css';
import latinExt from '@fontsource-variable/public-sans/files/public-sans-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url';
import { fallbackFontMetrics } from '../../tokens';
import { webFontFaces, webFontFamily, webFontWeight } from './fontFaces';
import core from './fonts/public-sans-core-wght-normal.woff2?url';

// Self-hosted: no request leaves the site. Every page downloads the core face (fontsource's
// latin file cut to the characters the site writes, 20.8 KB instead of 26.8); the rest of
// latin and latin-ext load only for a page that uses them. `optional`: the font is used
// when it is there for the first paint (cached, or quick to arrive), otherwise that page
// keeps the fallback and the next one has it. Text never re-flows after it has painted:
// with `swap`, a font arriving late re-wrapped paragraphs on phone widths (layout shifts up
// to 0.05). Not preloaded: on a slow connection a preload competes with the page itself
// (Lighthouse mobile, /: LCP 1.21 s with the preload, about 1.1 s without).
// The import paths name the files of fontFaces.ts (a `?url` import takes a literal path).
for (const [url, { unicodeRange }] of [
  [core, webFontFaces.core],
  [latin, webFontFaces.latin],
  [latinExt, webFontFaces.latinExt],
] as const) {
  globalFontFace(webFontFamily, { src: `url(${url}) format('woff2')`, fontWeight: webFontWeight, fontStyle: 'normal', fontDisplay: 'optional', unicodeRange });
}

// A metric-matched local fallback: a page that paints with it looks almost the same.
globalFontFace(fallbackFontMetrics.family, {
  src: `local('${fallbackFontMetrics.local}'), local('Liberation Sans'), local('DejaVu Sans')`,
  sizeAdjust: fallbackFontMetrics.sizeAdjust,
  ascentOverride: fallbackFontMetrics.ascentOverride,
  descentOverride: fallbackFontMetrics.descentOverride,
  lineGapOverride: fallbackFontMetrics.lineGapOverride,
});
