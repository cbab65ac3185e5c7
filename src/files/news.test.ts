// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { asExtracted, pdfText } from '../../tests/unit/pdfText';
import { contentFor } from '../content';
import { newsSlugs } from '../content/news/slugs';
import { site } from '../content/site';
import { articlePdfHref } from '../lib/downloads';
import { newsFiles } from './news';

const content = contentFor('en');
const { articles: newsArticles, bodies: articleBodies } = content.news;

describe('article PDFs', () => {
  let files = new Map<string, Uint8Array>();
  beforeAll(async () => {
    files = new Map((await newsFiles(content, 'en-US', 'en')).map((file) => [file.path, file.contents as Uint8Array]));
  });

  it('builds one PDF per article, at the path the article page links to', () => {
    expect([...files.keys()]).toEqual(newsSlugs.map((slug) => articlePdfHref(slug)));
  });

  it('carries the title, byline and every paragraph of the article (several each)', async () => {
    for (const article of newsArticles) {
      const pdf = files.get(articlePdfHref(article.slug)) as Uint8Array;
      expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const drawn = await pdfText(pdf);
      const paragraphs = articleBodies[article.slug].flatMap((block) => (block.type === 'paragraph' ? [block.text] : []));
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      // Opening words only: a paragraph may run across a page break, where the footer sits.
      const openings = paragraphs.map((paragraph) => paragraph.split(' ').slice(0, 8).join(' '));
      for (const value of [article.title, article.author, ...openings, `${site.origin}/news/${article.slug}`, site.email]) {
        expect(drawn).toContain(asExtracted(value));
      }
    }
  });
});
