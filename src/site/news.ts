import type { NewsShareLabels, NewsStory } from '../components/NewsCard';
import { site } from '../content/site';
import type { NewsArticle, SiteContent } from '../content/types';
import { formatDate, formatMessage } from '../i18n/format';
import { type Locale, localeInfo } from '../i18n/locales';
import { articleTextFileName } from '../lib/downloads';
import { pageUrl } from '../lib/head';
import { articlePath } from '../routes/routes';

/** A news article as the cards show it, every word in the page's language. */
export function newsStory(article: NewsArticle, { newsMessages }: SiteContent, locale: Locale): NewsStory {
  const href = articlePath(article.slug);
  return {
    href,
    url: pageUrl(locale, href),
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    categoryLabel: newsMessages.categories[article.category],
    author: article.author,
    byline: formatMessage(newsMessages.byline, { author: article.author }),
    date: article.date,
    dateLabel: formatDate(localeInfo[locale].intl, article.date),
    readTime: article.readTime,
    image: article.image,
    textFileName: articleTextFileName(article.fileSlug),
  };
}

/** What a shareable news card adds: its share buttons (and WhatsApp's link while the company has a number) and its text file. */
export const newsShareLabels = ({ newsMessages, messages }: SiteContent): NewsShareLabels => ({
  share: newsMessages.share,
  downloadText: newsMessages.share.downloadText,
  downloadTextLabel: newsMessages.share.downloadTextLabel,
  textFile: newsMessages.textFile,
  whatsapp: site.whatsapp ? { newTab: messages.opensInNewTab } : undefined,
});
