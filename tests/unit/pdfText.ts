import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader gets out of a PDF: its text as a PDF viewer extracts it, and its metadata. */
export interface PdfContents {
  /** Every page's text in order, whitespace (no-break spaces too) collapsed to single spaces. */
  text: string;
  /** The same, one entry per page. */
  pages: string[];
  /** The document's /Title and /Lang. */
  title: string;
  language: string | null;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads a PDF the way a viewer does, with pdf.js (Firefox's PDF reader): each glyph mapped
 * back to Unicode through the font's encoding, so a character the PDF encodes wrongly (an
 * "œ" drawn as another glyph, a dropped letter) shows here as it would to a reader.
 */
export async function readPdf(pdf: Uint8Array): Promise<PdfContents> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: pdf.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(collapse(items.map((item) => ('str' in item ? item.str : '')).join(' ')));
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Language?: string } };
    return { text: pages.join(' '), pages, title: info.Title ?? '', language: info.Language ?? null };
  } finally {
    await document.destroy();
  }
}

/** The text of a PDF, as `readPdf` extracts it. */
export const pdfText = async (pdf: Uint8Array): Promise<string> => (await readPdf(pdf)).text;

/** Number of pages in a PDF. */
export const pdfPageCount = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** A text as the PDF reader gives it back: whitespace collapsed. */
export const asExtracted = collapse;
