import { describe, expect, it } from 'vitest';
import { newsArticles } from '../content/news/articles';
import type { NewsArticle } from '../content/types';
import { articleUrl, relatedArticles } from './news';

const bySlug = (slug: string) => newsArticles.find((article) => article.slug === slug) as NewsArticle;

describe('articleUrl', () => {
  it('is the origin, /news/ and the slug', () => {
    expect(articleUrl('q4-results', 'https://example.org')).toBe('https://example.org/news/q4-results');
  });
});

describe('relatedArticles', () => {
  it('leads with the WHO guidelines story, then the same category, never the article itself', () => {
    const current = bySlug('q4-results');
    const related = relatedArticles(newsArticles, current);
    expect(related.map((article) => article.slug)).toEqual(['who-guidelines-update', 'year-end-review', 'waho-certification']);
  });

  it('skips the fixed story on its own page', () => {
    const related = relatedArticles(newsArticles, bySlug('who-guidelines-update'));
    expect(related).toHaveLength(3);
    expect(related.map((article) => article.slug)).not.toContain('who-guidelines-update');
  });
});
