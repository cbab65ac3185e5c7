// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentTexts, guideTexts, videoTranscripts } from './resourceTexts';
import { documents, guides, videos } from './resources';
import type { PdfSection } from '../types';

const lists = [
  { kind: 'guide', titles: guides.map((item) => item.title), texts: guideTexts },
  { kind: 'document', titles: documents.map((item) => item.title), texts: documentTexts },
] as const;

const expectSections = (sections: PdfSection[] | undefined, title: string) => {
  expect(sections?.length, title).toBeGreaterThan(0);
  for (const { heading, paragraphs } of sections ?? []) {
    expect(heading.trim(), title).not.toBe('');
    expect(paragraphs.length, `${title}: ${heading}`).toBeGreaterThan(0);
    for (const paragraph of paragraphs) expect(paragraph.trim(), `${title}: ${heading}`).not.toBe('');
  }
};

describe('resource PDF texts', () => {
  for (const { kind, titles, texts } of lists) {
    it(`gives every ${kind} non-empty sections, keyed by its exact title, with no orphan keys`, () => {
      for (const title of titles) expectSections(texts[title], title);
      expect(Object.keys(texts).sort()).toEqual([...titles].sort());
    });
  }

  it('gives every video a non-empty transcript, keyed by its exact title, with no orphan keys', () => {
    const titles = videos.map((video) => video.title);
    for (const title of titles) {
      const transcript = videoTranscripts[title];
      expect(transcript?.length, title).toBeGreaterThan(0);
      for (const paragraph of transcript ?? []) expect(paragraph.trim(), title).not.toBe('');
    }
    expect(Object.keys(videoTranscripts).sort()).toEqual([...titles].sort());
  });
});
