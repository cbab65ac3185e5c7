// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentLocales } from '../i18n/locales';
import { slugify } from '../lib/slugify';
import { contentFor } from '.';
import { newsSlugs } from './news/slugs';
import { servicePath, services } from './services/manifest';

describe.each(contentLocales)('the %s content', (locale) => {
  const content = contentFor(locale);
  const { guides, documents, videos, guideTexts, documentTexts, videoTranscripts } = content.resources;

  it('names every downloadable file after its title: lowercase, hyphenated, accents folded', () => {
    for (const record of [...guides, ...documents, ...videos, ...content.news.articles, content.malariaDrugs.catalog]) {
      expect(record.fileSlug, record.title).toBe(slugify(record.title));
    }
  });

  it('gives every resource PDF its text, keyed by its file slug, with no orphan', () => {
    const lists = [
      [guides, guideTexts],
      [documents, documentTexts],
      [videos, videoTranscripts],
    ] as const;
    for (const [records, texts] of lists) {
      expect(Object.keys(texts).sort()).toEqual(records.map((record) => record.fileSlug).sort());
      for (const record of records) {
        const text = texts[record.fileSlug] ?? [];
        expect(text.length, record.title).toBeGreaterThan(0);
        for (const part of text) {
          const paragraphs = typeof part === 'string' ? [part] : [part.heading, ...part.paragraphs];
          for (const paragraph of paragraphs) expect(paragraph.trim(), record.title).not.toBe('');
        }
      }
    }
  });

  it('has a detail page for every detail service of the manifest, at its path', () => {
    for (const service of services) {
      if (service.template !== 'serviceDetail') continue;
      expect(content.services[service.id].path).toBe(servicePath(service.id));
    }
  });

  it('has every article, in the slugs order, each with its body', () => {
    expect(content.news.articles.map((article) => article.slug)).toEqual([...newsSlugs]);
    for (const slug of newsSlugs) expect(content.news.bodies[slug].length, slug).toBeGreaterThan(0);
  });
});
