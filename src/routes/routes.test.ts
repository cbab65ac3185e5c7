import { describe, expect, it } from 'vitest';
import { isFirstOfTemplate, routes } from './routes';

describe('isFirstOfTemplate', () => {
  const firsts = routes.filter((route) => isFirstOfTemplate(route));

  it('picks one page of each template, the first listed', () => {
    const templates = new Set(routes.map((route) => route.page));
    expect(firsts.map((route) => route.page)).toEqual([...templates]);
    for (const first of firsts) expect(routes.find((route) => route.page === first.page)).toBe(first);
  });

  it('stands one service detail page and one article for the others', () => {
    expect(firsts.filter((route) => route.page === 'serviceDetail')).toHaveLength(1);
    expect(firsts.filter((route) => route.page === 'article')).toHaveLength(1);
    expect(routes.filter((route) => route.page === 'article').length).toBeGreaterThan(1);
  });
});
