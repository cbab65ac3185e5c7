import { site } from '../content/site';
import type { NewsArticle } from '../content/types';
import { localePath } from '../i18n/localePaths';
import type { Locale } from '../i18n/locales';
import { articlePath } from '../routes/routes';

/** The article's public address in a language: origin + the locale's prefix + /news/ + its slug (the site's own origin by default). */
export const articleUrl = (slug: string, locale: Locale, origin: string = site.origin) => `${origin}${localePath(locale, articlePath(slug))}`;

/**
 * Related Articles: the spec's one fixed card, the WHO guidelines story. On that story's
 * own page the next best is shown instead (same category first, then the newest).
 */
const fixedRelatedSlug = 'who-guidelines-update';

export function relatedArticles<T extends NewsArticle>(articles: readonly T[], current: T, count = 1): T[] {
  const others = articles.filter((article) => article.slug !== current.slug);
  const rank = (article: T) => (article.slug === fixedRelatedSlug ? 0 : article.category === current.category ? 1 : 2);
  return [...others]
    .sort((a, b) => rank(a) - rank(b) || b.date.localeCompare(a.date))
    .slice(0, count);
}
