import { color, palette } from '../../tokens';

/**
 * A printed page (src/styles/print.css.ts): what paper needs that a screen does not. The type
 * scale, spacing and colours stay the tokens'; these are the measures of the sheet. Not design
 * tokens for design tools (tokens.json has no millimetres or points): print is this one
 * stylesheet's concern.
 */
export const paper = {
  size: 'A4',
  /** Every sheet's margins; the first sheet's top leaves room for the letterhead. */
  margin: { top: '18mm', inline: '18mm', bottom: '20mm', firstTop: '34mm' },
  /**
   * The size every `rem` of the tokens counts from on paper: body text (fontSize.md, 1.0625rem)
   * prints at 10.6 pt, headings and spacing in proportion.
   */
  rootFontSize: '10pt',
  /** The letterhead's company name, and the words in the margins (address, date, page number). */
  letterheadSize: '12pt',
  marginTextSize: '8pt',
  /** Tallest an illustration prints: about a fifth of the sheet, so the text starts on page one. */
  imageMaxHeight: '55mm',
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const surfaces = Object.keys(color.surface) as Array<keyof typeof color.surface>;

/**
 * The colour roles on paper. Surfaces are the sheet itself (a printer leaves backgrounds out,
 * and with them printed a dark band would cost ink for nothing), so words meant for a dark
 * surface take the ink of the words beside them, and the parts painted in the action colours
 * (a step's number, the accent's marks) are drawn in ink too. Text keeps its role's colour:
 * every text colour passes 4.5:1 on white, a contrast of luminance alone, so it still reads
 * printed in greyscale (paper.test.ts).
 */
export const printColor: Shape<typeof color> = {
  ...color,
  text: { ...color.text, inverse: color.text.primary, inverseMuted: color.text.secondary },
  surface: Object.fromEntries(surfaces.map((role) => [role, palette.white])) as Record<keyof typeof color.surface, string>,
  // The faintest rule vanishes on paper: it prints as the default one.
  border: { ...color.border, subtle: color.border.default, accent: color.text.accent },
  action: {
    ...color.action,
    primary: palette.white,
    primaryHover: palette.white,
    primaryText: color.text.primary,
    accent: color.text.accent,
    accentHover: color.text.accent,
    accentText: color.text.primary,
    danger: color.text.danger,
    outlineHover: palette.white,
  },
};

/**
 * The custom properties a printed page's margins read (src/styles/print.css.ts lays them
 * out; the site fills them in its language, src/site/SiteLayout/SitePrint.css.ts). A property
 * left unset leaves its margin box out.
 */
export const printProperty = {
  /** The page's own address, set on `<html>` by the prerender (`printUrlStyle`). */
  url: '--print-url',
  /** The day printed, as the page's language writes it, set by the print stamp (src/app/printStamp.ts) as printing starts. */
  date: '--print-date',
  /** "Printed on {date}" on a line of its own: unset, and so left out, without the date (no script). */
  dated: '--print-dated',
  /** "Page 2 of 5". */
  pageNumber: '--print-page-number',
  /** The company's name, at the top of every sheet. */
  company: '--print-company',
  /** Its address, phone and e-mail, under the name on the first sheet. */
  contact: '--print-contact',
  /** The site's origin, which a printed internal link's address starts with. */
  origin: '--print-origin',
} as const;

/**
 * The `style` attribute of a page's `<html>` that gives its printed sheets its address. The
 * address comes from the page's own URL (no quote, backslash or markup character in it).
 */
export function printUrlStyle(url: string): string {
  if (!/^https?:\/\/[^\s'"\\<>&]+$/.test(url)) throw new Error(`Not a page address to print: ${url}`);
  return `${printProperty.url}:'${url}'`;
}
