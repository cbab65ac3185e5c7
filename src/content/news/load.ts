import { cachedLoader } from '../../lib/cachedLoad';
import type { ArticleBlock } from '../types';

// One chunk per article body: the listing and other pages never download them.
const modules = import.meta.glob<{ body: ArticleBlock[] }>(['./bodies/*.ts', '!./bodies/index.ts']);

const slugOf = (path: string) => path.split('/').pop() ?? '';

/** The body of the article at `path`, loaded on demand and cached; null for an unknown slug. */
export const loadArticleBody = cachedLoader(async (path: string): Promise<ArticleBlock[] | null> => {
  const load = modules[`./bodies/${slugOf(path)}.ts`];
  return load ? (await load()).body : null;
});
