import { describe, expect, it } from 'vitest';
import { newsArticles } from '../content/en/news/articles';
import type { NewsArticle } from '../content/types';
import { articleUrl, relatedArticles } from './news';

const bySlug = (slug: string) => newsArticles.find((article) => article.slug === slug) as NewsArticle;

describe('articleUrl', () => {
  it('is the origin, the locale’s prefix, /news/ and the slug', () => {
    expect(articleUrl('q4-results', 'en', 'https://example.org')).toBe('https://example.org/news/q4-results');
    expect(articleUrl('q4-results', 'fr', 'https://example.org')).toBe('https://example.org/fr/news/q4-results');
    expect(articleUrl('q4-results', 'pt')).toMatch(/^https:\/\/[^/]+\/pt\/news\/q4-results$/);
  });
});

describe('relatedArticles', () => {
  it('is the one fixed card, the WHO guidelines story, on every other article', () => {
    for (const article of newsArticles.filter((entry) => entry.slug !== 'who-guidelines-update')) {
      expect(relatedArticles(newsArticles, article).map((related) => related.slug)).toEqual(['who-guidelines-update']);
    }
  });

  it('ranks the same category, then the newest, when asked for more', () => {
    const related = relatedArticles(newsArticles, bySlug('q4-results'), 3);
    expect(related.map((article) => article.slug)).toEqual(['who-guidelines-update', 'year-end-review', 'waho-certification']);
  });

  it('never links an article to itself', () => {
    const related = relatedArticles(newsArticles, bySlug('who-guidelines-update'));
    expect(related).toHaveLength(1);
    expect(related.map((article) => article.slug)).not.toContain('who-guidelines-update');
  });
});
