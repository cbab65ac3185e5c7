/**
 * The brand where the stylesheet does not reach, from the tokens like every other colour:
 * the browser's theme colour (index.html's `%THEME_COLOR%`, written by
 * scripts/theme-color-plugin.mjs), the favicon (public/favicon.svg) and the link preview
 * image's colours (both drawn by scripts/make-brand-images.mjs). A test holds the
 * checked-in files to them.
 */
// vite.config.ts imports this module: files named in full, as Vite's native config loader
// (its coming default) requires, and it warns on every start otherwise.
import { brandMarkShapes, brandMarkViewBox } from '../components/Logo/brandMark.ts';
import { color } from '../../tokens/color.ts';

/** The browser's bar around the page on phones: the hero's and the footer's brand surface. */
export const themeColor = color.surface.brandStrong;

/** The link preview image's colours: the hero's, whose headline and band it repeats. */
export const previewImageColors = {
  background: color.surface.brandStrong,
  text: color.text.inverse,
  eyebrow: color.text.inverseMuted,
  band: color.action.accent,
  bandGap: color.surface.brand,
};

// The favicon is served as written: colours and numbers in their shortest SVG form.
const shortHex = (hex: string) => hex.replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i, '#$1$2$3');
const shortNumber = (value: number) => String(value).replace(/^0\./, '.');

/** public/favicon.svg: the brand mark on its own, painted with the tokens' values. */
export const faviconSvg = (): string => {
  const shapes = brandMarkShapes.map(({ d, fill, opacity }) => {
    const fade = opacity === undefined ? '' : ` opacity="${shortNumber(opacity)}"`;
    return `<path d="${d}" fill="${shortHex(fill(color))}"${fade}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brandMarkViewBox}">${shapes.join('')}</svg>\n`;
};
