import { describe, expect, it } from 'vitest';
import { articleBodies } from './bodies';
import { loadArticleBody } from './load';
import { newsSlugs } from './slugs';

describe('article bodies', () => {
  it('load per article, the same body the build-time index holds', async () => {
    for (const slug of newsSlugs) {
      const body = await loadArticleBody(`/news/${slug}`);
      expect(body, slug).toBe(articleBodies[slug]);
      expect(body?.filter((block) => block.type === 'paragraph').length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('resolve to null for an unknown slug, so the page can say "Article Not Found"', async () => {
    await expect(loadArticleBody('/news/no-such-article')).resolves.toBeNull();
  });
});
