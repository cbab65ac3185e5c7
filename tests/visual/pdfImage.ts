import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf.js draws on in Node: @napi-rs/canvas, pdf.js's own optional dependency. */
interface NodeCanvas {
  encode(format: 'png'): Promise<Buffer>;
}
/** The canvas factory pdf.js makes for a document in Node (its type says only `Object`). */
interface CanvasFactory {
  create(width: number, height: number): { canvas: HTMLCanvasElement };
}

/**
 * A page of a PDF as a PNG, drawn by pdf.js (the reader the print tests read text with) at
 * 96 dpi, the scale of CSS pixels. Drawn in Node, where pdf.js paints glyphs as paths on a
 * Skia canvas: the same PDF gives the same pixels every time, where pdf.js in the browser's
 * canvas moved a few anti-aliased pixels from one run to the next.
 */
export async function pdfPageImage(pdf: Uint8Array, pageNumber = 1): Promise<Buffer> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: pdf.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale: 96 / 72 });
    const { canvas } = (document.canvasFactory as CanvasFactory).create(Math.round(viewport.width), Math.round(viewport.height));
    await page.render({ canvas, viewport }).promise;
    return await (canvas as unknown as NodeCanvas).encode('png');
  } finally {
    await document.destroy();
  }
}
