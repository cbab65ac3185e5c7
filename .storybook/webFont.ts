import { webFontFaces, webFontFamily, webFontWeight } from '../src/styles/fontFaces';
import { webFontDirectory } from './webFontDirectory';

/**
 * Storybook is where people judge the type, so here the site's font always shows: the
 * site's `font-display: optional` keeps the fallback (Liberation Sans, metric-matched) on a
 * first visit whose font arrives after the first paint. The same faces are added again
 * with `block`; faces added by script are matched before the stylesheet's (CSS Font
 * Loading: they come last in the font source, and the last face defined is tried first).
 * Their files are served at sb-fonts/ (main.ts, staticDirs) and preloaded by
 * preview-head.html; the global loader (preview.tsx) waits for all of them before a story renders.
 */
// jsdom, where unit tests import the preview (src/stories/storyLocales.test.tsx), has no FontFace.
const faces = typeof FontFace === 'undefined' ? [] : Object.values(webFontFaces).map(
  ({ file, unicodeRange }) =>
    new FontFace(webFontFamily, `url(./${webFontDirectory}/${file}) format('woff2')`, {
      weight: webFontWeight,
      style: 'normal',
      display: 'block',
      unicodeRange,
    }),
);
for (const face of faces) document.fonts.add(face);

// Every face loads now, with the preview: French and Portuguese names may need latin-ext.
const loaded = Promise.all(faces.map((face) => face.load()));

/** Resolves once the site's font can draw every story (rejects if a file is missing). */
export const webFontLoaded = () => loaded;
