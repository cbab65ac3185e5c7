import subset from './fonts/subset.json' with { type: 'json' };

/**
 * The site's web font faces: its family, its files and the code points each serves.
 * fonts.css.ts declares them for the site (`font-display: optional`); Storybook declares the
 * same faces with `block` and waits for them (.storybook/webFont.ts), so the people judging
 * type always see it.
 */
export const webFontFamily = 'Public Sans Variable';

/** One variable file for every weight. */
export const webFontWeight = '100 900';

export const webFontFaces = {
  // What every page downloads: fontsource's latin file cut to the characters English, French
  // and Portuguese text uses (src/styles/fonts/, written by scripts/make-fonts.mjs).
  core: { file: 'public-sans-core-wght-normal.woff2', unicodeRange: subset.core },
  // The rest of fontsource's latin range, from its whole file, fetched only by a page that
  // uses one of those characters (the size step names any such page).
  latin: { file: 'public-sans-latin-wght-normal.woff2', unicodeRange: subset.rest },
  // fontsource's latin-ext range less the code points latin also covers (ı, œ, Œ, †): with
  // both faces claiming "œuvre", Chrome fetched latin-ext too (19 KB, one more round trip before
  // the first paint of /fr/news/ecowas-trade: LCP 1.21 s), though latin, which every page
  // loads, draws it.
  latinExt: {
    file: 'public-sans-latin-ext-wght-normal.woff2',
    unicodeRange:
      'U+0100-0130, U+0132-0151, U+0154-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
} as const;
