/**
 * The site's web font faces: its family, its files (from @fontsource-variable/public-sans)
 * and the code points each serves. fonts.css.ts declares them for the site
 * (`font-display: optional`); Storybook declares the same faces with `block` and waits for
 * them (.storybook/webFont.ts), so the people judging type always see it.
 */
export const webFontFamily = 'Public Sans Variable';

/** One variable file for every weight. */
export const webFontWeight = '100 900';

export const webFontFaces = {
  latin: {
    file: 'public-sans-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
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
