// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asExtracted, pdfPageCount, pdfText } from '../../tests/unit/pdfText';
import { contentFor } from '../content';
import { site } from '../content/site';
import { catalogHref } from '../lib/downloads';
import { catalogFiles } from './catalog';

const content = contentFor('en');
const { malariaDrugs } = content;

describe('malaria medicines catalogue', () => {
  it('is one PDF at the path the page links to', async () => {
    const files = await catalogFiles(content, 'en-US', 'en');
    expect(files.map((file) => file.path)).toEqual([catalogHref(malariaDrugs.catalog.fileSlug)]);
    expect(catalogHref(malariaDrugs.catalog.fileSlug)).toBe('/catalog/malaria-medicines-catalog.pdf');
    const pdf = files[0]?.contents as Uint8Array;
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(2048);
    expect(pdfPageCount(pdf)).toBeGreaterThan(0);
  });

  it('lists every category, medicine and form of the page, the quality points and the contact details', async () => {
    const [file] = await catalogFiles(content, 'en-US', 'en');
    const text = await pdfText(file?.contents as Uint8Array);
    const expected = [
      malariaDrugs.catalog.title,
      ...malariaDrugs.categories.items.flatMap((category) => [
        category.title,
        ...category.medications.flatMap((medication) => [medication.name, medication.form]),
      ]),
      ...malariaDrugs.quality.items.map((item) => item.title),
      ...malariaDrugs.coverage.countries.map((country) => country.name),
      site.email,
      site.phone,
      content.office.location,
    ];
    for (const value of expected) expect(text).toContain(asExtracted(value));
  });
});

describe('the French catalogue', () => {
  it('writes each label and its value with French typography (a no-break space before the colon)', async () => {
    const fr = contentFor('fr');
    const [file] = await catalogFiles(fr, 'fr', 'fr');
    const text = await pdfText(file?.contents as Uint8Array);
    expect(text).toContain(asExtracted(`${fr.messages.footer.emailLabel}\u00a0: ${site.email}`));
    expect(text).toContain(asExtracted(`${fr.messages.footer.phoneLabel}\u00a0: ${site.phone}`));
    // No colon glued to the word before it ("Courriel:", "Ghana:").
    expect(text).not.toMatch(/[^\s/]: /);
  });
});
