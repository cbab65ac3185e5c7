import { inflateSync } from 'node:zlib';

/** The text a pdf-lib document draws: hex strings shown by Tj in its (deflated) content streams. */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const pieces: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) pieces.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
  }
  return pieces.join(' ').replace(/\s+/g, ' ');
}

/** Number of pages in a PDF. */
export const pdfPageCount = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
