// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { asExtracted, pdfPageCount, pdfText } from '../../tests/unit/pdfText';
import { contentFor } from '../content';
import { site } from '../content/site';
import { resourceHref, transcriptHref } from '../lib/downloads';
import { resourceFiles } from './resources';

const content = contentFor('en');
const { documentTexts, guideTexts, documents, guides, videos } = content.resources;
const text = asExtracted;

describe('resource files', () => {
  let files = new Map<string, Uint8Array>();
  beforeAll(async () => {
    files = new Map((await resourceFiles(content, 'en-US', 'en')).map((file) => [file.path, file.contents as Uint8Array]));
  });

  it('builds exactly the files the page links to', () => {
    expect([...files.keys()].sort()).toEqual(
      [...guides.map((g) => resourceHref(g.fileSlug)), ...documents.map((d) => resourceHref(d.fileSlug)), ...videos.map((v) => transcriptHref(v.fileSlug))].sort(),
    );
    expect(resourceHref(guides[0]?.fileSlug ?? '')).toBe('/resources/waho-certification-guide-2024.pdf');
  });

  it('makes each guide a multi-page PDF with its title, every section and the contact details', async () => {
    for (const guide of guides) {
      const pdf = files.get(resourceHref(guide.fileSlug)) as Uint8Array;
      expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(pdfPageCount(pdf), guide.title).toBeGreaterThanOrEqual(2);
      const drawn = await pdfText(pdf);
      for (const value of [guide.title, ...(guideTexts[guide.fileSlug] ?? []).map((s) => s.heading), site.email, site.phone, site.name]) {
        expect(drawn).toContain(text(value));
      }
    }
  });

  it('puts each document and transcript in its own PDF', async () => {
    for (const document of documents) {
      const drawn = await pdfText(files.get(resourceHref(document.fileSlug)) as Uint8Array);
      expect(drawn).toContain(text(document.title));
      expect(drawn).toContain(text(documentTexts[document.fileSlug]?.[0]?.heading ?? ''));
    }
    for (const video of videos) {
      const drawn = await pdfText(files.get(transcriptHref(video.fileSlug)) as Uint8Array);
      expect(drawn).toContain(text(video.title));
      expect(drawn).toContain(text(video.duration));
    }
  });
});
