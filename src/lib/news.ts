import { newsMessages } from '../content/en/newsMessages';
import { site } from '../content/site';
import type { NewsArticle } from '../content/types';
import { articlePath } from '../routes/routes';
import { formatDate } from './formatDate';

/** A full address for a path: the visitor's origin in the browser (real wherever the site is deployed), the site's on the server. */
export function absoluteUrl(path: string, origin = typeof window === 'undefined' ? site.origin : window.location.origin): string {
  return `${origin}${path}`;
}

/** The article's public address: origin + /news/ + its slug. */
export const articleUrl = (slug: string, origin?: string) => absoluteUrl(articlePath(slug), origin);

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';
export const shareNetworks: readonly ShareNetwork[] = ['facebook', 'twitter', 'linkedin'];

/** The share page of each network for an article link. */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

/** The plain-text version of an article card: title, category, author, date, read time, excerpt. */
export function articleText(article: NewsArticle, url: string): string {
  const labels = newsMessages.textFile;
  return [
    `${labels.title}: ${article.title}`,
    `${labels.category}: ${article.category}`,
    `${labels.author}: ${article.author}`,
    `${labels.date}: ${formatDate(article.date)}`,
    `${labels.readTime}: ${article.readTime}`,
    '',
    `${labels.summary}:`,
    article.excerpt,
    '',
    `${labels.link}: ${url}`,
    labels.publisher,
    '',
  ].join('\n');
}

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
