import type { NewsStory } from '../components/NewsCard';
import type { NewsArticle, SiteContent } from '../content/types';
import { formatDate, formatMessage } from '../i18n/format';
import { articleTextFileName } from '../lib/downloads';
import { articlePath } from '../routes/routes';

/** A news article as the cards show it, every word in the page's language. */
export function newsStory(article: NewsArticle, { newsMessages }: SiteContent, intlLocale: string): NewsStory {
  return {
    href: articlePath(article.slug),
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    categoryLabel: newsMessages.categories[article.category],
    author: article.author,
    byline: formatMessage(newsMessages.byline, { author: article.author }),
    date: article.date,
    dateLabel: formatDate(intlLocale, article.date),
    readTime: article.readTime,
    image: article.image,
    textFileName: articleTextFileName(article.fileSlug),
  };
}
