// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../../tests/unit/pdfText';
import { contentFor } from '../content';
import { site } from '../content/site';
import { catalogFiles } from './catalog';
import { toWinAnsi } from './pdf';

const content = contentFor('en');
const { malariaDrugs } = content;

describe('malaria medicines catalogue', () => {
  it('is one PDF at the path the page links to', async () => {
    const files = await catalogFiles(content);
    expect(files.map((file) => file.path)).toEqual([malariaDrugs.catalog.href]);
    const pdf = files[0]?.contents as Uint8Array;
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(2048);
    expect(pdfPageCount(pdf)).toBeGreaterThan(0);
  });

  it('lists every category, medicine and form of the page, the quality points and the contact details', async () => {
    const [file] = await catalogFiles(content);
    const text = pdfText(file?.contents as Uint8Array);
    const expected = [
      malariaDrugs.catalog.heading,
      ...malariaDrugs.categories.items.flatMap((category) => [
        category.title,
        ...category.medications.flatMap((medication) => [medication.name, medication.form]),
      ]),
      ...malariaDrugs.quality.items.map((item) => item.title),
      ...malariaDrugs.coverage.countries.map((country) => country.name),
      site.email,
      site.phone,
      site.location,
    ];
    for (const value of expected) expect(text).toContain(toWinAnsi(value).replace(/\s+/g, ' '));
  });
});
