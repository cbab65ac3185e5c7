import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { palette } from '../../tokens';
import { site } from '../content/site';
import type { SiteContent } from '../content/types';
import { formatMessage } from '../i18n/format';

/**
 * Builds the site's downloadable PDFs (catalogue, guides, documents, articles) at build
 * time. A4 pages, the company's name and contact details in every footer, text wrapped
 * and paginated. Runs in Node during the prerender; never shipped to the browser.
 */

export interface PdfBlock {
  kind: 'heading' | 'subheading' | 'paragraph' | 'bullet' | 'meta';
  text: string;
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
}

/** What every PDF of a locale carries around its text, in the locale's language. */
export interface PdfFrame {
  /** BCP 47 language of the text (the document's /Lang, which screen readers and search read). */
  language: string;
  /** Footer line of every page: the company's name and contact details. */
  footer: string;
  /** "Page {page} of {count}" */
  pageNumber: string;
}

/** A locale's PDF frame: the company's contact line with the office's location, the page numbers in its words. */
export function pdfFrame({ office, pageMessages }: SiteContent, language: string): PdfFrame {
  return { language, footer: `${site.name}  |  ${site.email}  |  ${site.phone}  |  ${office.location}`, pageNumber: pageMessages.pdf.pageNumber };
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const hex = (value: string) => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const brand = hex(palette.teal800);
const ink = hex(palette.ink900);
const muted = hex(palette.ink600);
const accent = hex(palette.gold500);

/**
 * The standard PDF fonts (Helvetica) draw WinAnsi text, which is Windows-1252: Latin-1 plus
 * œ, Œ, €, curly quotes, dashes, the bullet... every letter French and Portuguese use. The
 * few characters it lacks are replaced by their nearest sign; the no-break spaces Intl and
 * French typography write (U+202F before "%" and in "1 200", U+00A0 in "14 h 00") become
 * WinAnsi's no-break space, so the PDF keeps them together as the page does.
 */
const winAnsi = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  // 0x80-0x9f, where Windows-1252 differs from Latin-1 (Node's TextDecoder reads it as Latin-1).
  ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ',
  ...Array.from({ length: 0x100 - 0xa0 }, (_, index) => String.fromCharCode(0xa0 + index)),
]);
const replacements: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '×': 'x',
  'μ': 'u',
  '₵': 'GHS ',
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u2011': '-',
  '\u2212': '-',
};

/** The text in WinAnsi; a character it cannot draw fails the build rather than vanish from the PDF. */
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      const drawn = replacements[char] ?? char;
      if (![...drawn].every((each) => winAnsi.has(each))) {
        throw new Error(`The PDF font cannot draw "${char}" (U+${char.codePointAt(0)?.toString(16).toUpperCase()}) in "${text}": add a replacement in src/files/pdf.ts`);
      }
      return drawn;
    })
    .join('');
}

/** Lines of at most `width`, broken at ordinary spaces only: a no-break space holds "98 %" and "14 h 00" together. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(/[ \t\r\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const styles = {
  heading: { size: 15, gapBefore: 18, gapAfter: 6, bold: true, color: brand, indent: 0 },
  subheading: { size: 12, gapBefore: 12, gapAfter: 4, bold: true, color: ink, indent: 0 },
  paragraph: { size: 10.5, gapBefore: 0, gapAfter: 8, bold: false, color: ink, indent: 0 },
  bullet: { size: 10.5, gapBefore: 0, gapAfter: 4, bold: false, color: ink, indent: 14 },
  meta: { size: 9.5, gapBefore: 0, gapAfter: 4, bold: false, color: muted, indent: 0 },
} as const;

export async function buildPdf(spec: PdfDocumentSpec, frame: PdfFrame): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Metadata strings are Unicode (UTF-16): no WinAnsi limits there.
  pdf.setTitle(spec.title);
  pdf.setAuthor(site.name);
  pdf.setCreator(site.name);
  pdf.setProducer(site.name);
  pdf.setSubject(spec.subtitle ?? spec.title);
  pdf.setLanguage(frame.language);
  // Fixed dates keep builds byte-for-byte reproducible.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const contentWidth = A4.width - 2 * MARGIN;
  const bottomLimit = MARGIN + 40;

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const newPage = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  // Title block.
  page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: accent });
  page.drawText(toWinAnsi(site.name.toUpperCase()), { x: MARGIN, y, size: 9, font: bold, color: brand });
  y -= 30;
  for (const line of wrap(spec.title, bold, 22, contentWidth)) {
    page.drawText(line, { x: MARGIN, y, size: 22, font: bold, color: ink });
    y -= 28;
  }
  if (spec.subtitle) {
    for (const line of wrap(spec.subtitle, regular, 12, contentWidth)) {
      page.drawText(line, { x: MARGIN, y, size: 12, font: regular, color: muted });
      y -= 17;
    }
  }
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 1, color: brand });
  y -= 20;

  for (const block of spec.blocks) {
    const style = styles[block.kind];
    const font = style.bold ? bold : regular;
    const lineHeight = style.size * 1.45;
    const lines = wrap(block.text, font, style.size, contentWidth - style.indent);
    y -= style.gapBefore;
    // Keep a heading with the first lines of what follows it.
    const needed = block.kind === 'heading' || block.kind === 'subheading' ? lineHeight * (lines.length + 3) : lineHeight;
    if (y - needed < bottomLimit) newPage();
    lines.forEach((line, index) => {
      if (y - lineHeight < bottomLimit) newPage();
      if (block.kind === 'bullet' && index === 0) page.drawText('\u2022', { x: MARGIN + 2, y, size: style.size, font, color: brand });
      page.drawText(line, { x: MARGIN + style.indent, y, size: style.size, font, color: style.color });
      y -= lineHeight;
    });
    y -= style.gapAfter;
  }

  // Footer on every page: who we are and how to reach us.
  const pages = pdf.getPages();
  const footer = toWinAnsi(frame.footer);
  pages.forEach((current, index) => {
    current.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4.width - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: muted });
    current.drawText(footer, { x: MARGIN, y: MARGIN, size: 8, font: regular, color: muted });
    const label = toWinAnsi(formatMessage(frame.pageNumber, { page: index + 1, count: pages.length }));
    current.drawText(label, { x: A4.width - MARGIN - regular.widthOfTextAtSize(label, 8), y: MARGIN, size: 8, font: regular, color: muted });
  });

  return pdf.save({ useObjectStreams: false });
}
