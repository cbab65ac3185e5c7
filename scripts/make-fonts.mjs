// `npm run fonts`: the web font every page downloads, cut to what the site writes (issue #24).
//
// fontsource's `latin` file of Public Sans (26.8 KB) covers 400-odd code points; English,
// French and Portuguese text uses about 200 of them. This writes
// - src/styles/fonts/public-sans-core-wght-normal.woff2: the same variable font (every weight,
//   outlines untouched) with only the code points of CORE_RANGE, about 20.8 KB;
// - src/styles/fonts/subset.json: CORE_RANGE, and `rest`, the latin range less it, for which
//   fonts.css.ts keeps fontsource's whole latin file: a character outside the core still
//   shows in Public Sans, at the cost of that download (the size step fails on a page whose
//   text needs it, naming the characters to add here).
// The files are committed; tests/unit/fontSubset.test.ts regenerates them and fails when
// they differ, so a change here or an update of fontsource or subset-font shows in review.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fontsource = path.join(root, 'node_modules/@fontsource-variable/public-sans');
export const coreFontFile = path.join(root, 'src/styles/fonts/public-sans-core-wght-normal.woff2');
export const subsetFile = path.join(root, 'src/styles/fonts/subset.json');

/**
 * What the site writes in its three languages, and the invisible characters text may carry
 * (a code point in another face's range would make the browser fetch that face).
 */
export const CORE_RANGE = [
  'U+0000-007E', // ASCII
  'U+00A0', // no-break space (French typography)
  'U+00A7', // §
  'U+00A9-00AB', // © ª «
  'U+00AD-00AE', // soft hyphen, ®
  'U+00B0', // °
  'U+00B2-00B3', // ² ³
  'U+00B7', // ·
  'U+00BA-00BB', // º (Portuguese ordinals) »
  'U+00C0-00C3', // À Á Â Ã
  'U+00C6-00CF', // Æ Ç È É Ê Ë Ì Í Î Ï
  'U+00D3-00D5', // Ó Ô Õ
  'U+00D9-00DC', // Ù Ú Û Ü
  'U+00E0-00E3', // à á â ã
  'U+00E6-00EF', // æ ç è é ê ë ì í î ï
  'U+00F3-00F5', // ó ô õ
  'U+00F9-00FC', // ù ú û ü
  'U+00FF', // ÿ
  'U+0152-0153', // Œ œ
  'U+2009', // thin space
  'U+200B-200D', // zero-width space and joiners
  'U+2011', // no-break hyphen
  'U+2013-2014', // – —
  'U+2018-2019', // ‘ ’
  'U+201C-201D', // “ ”
  'U+2022', // •
  'U+2026', // …
  'U+202F', // narrow no-break space
  'U+2039-203A', // ‹ ›
  'U+2060', // word joiner
  'U+20AC', // €
  'U+2122', // ™
  'U+2212', // −
  'U+FEFF', // byte order mark
].join(', ');

/** The code points of a unicode-range ("U+0000-00FF, U+0131"). */
export function codePointsOf(range) {
  const points = new Set();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point += 1) points.add(point);
  }
  return points;
}

/** Code points as a unicode-range, runs joined: [0x41, 0x42, 0x43, 0x45] -> "U+0041-0043, U+0045". */
export function rangeOf(points) {
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  const sorted = [...points].sort((a, b) => a - b);
  const runs = [];
  for (const point of sorted) {
    const run = runs.at(-1);
    if (run && point === run[1] + 1) run[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The core font file's bytes, and the ranges fonts.css.ts gives its two latin faces. */
export async function makeFonts() {
  const latinRange = JSON.parse(await readFile(path.join(fontsource, 'unicode.json'), 'utf8')).latin;
  const latin = codePointsOf(latinRange);
  const core = codePointsOf(CORE_RANGE);
  const outside = [...core].filter((point) => !latin.has(point));
  if (outside.length) throw new Error(`CORE_RANGE has code points that fontsource's latin file lacks: ${rangeOf(outside)}`);
  const source = await readFile(path.join(fontsource, 'files/public-sans-latin-wght-normal.woff2'));
  const text = String.fromCodePoint(...core);
  const woff2 = await subsetFont(source, text, { targetFormat: 'woff2' });
  const rest = rangeOf([...latin].filter((point) => !core.has(point)));
  return { woff2, subset: { core: rangeOf(core), rest } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { woff2, subset } = await makeFonts();
  await writeFile(coreFontFile, woff2);
  await writeFile(subsetFile, `${JSON.stringify(subset, null, 2)}\n`);
  console.log(`${path.relative(root, coreFontFile)}: ${woff2.length} bytes; ${path.relative(root, subsetFile)} written`);
}
