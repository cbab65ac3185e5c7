/**
 * The site's own words, shaped as the design system's props, for the component stories:
 * a story shows its component with real copy, and passes that copy itself. (Components
 * never read the site's content; stories and pages give it to them.)
 */
import type { NewsShareLabels, NewsStory } from '../components/NewsCard';
import { contentFor } from '../content';
import { site } from '../content/site';
import type { SiteContent } from '../content/types';
import { defaultLocale, localeInfo } from '../i18n/locales';
import { paths } from '../routes/paths';
import { newsCardLabels as cardLabels, newsShareLabels } from '../site/labels';
import { languageLinks } from '../site/languages';
import { newsStory } from '../site/news';

export const storyLocale = defaultLocale;
export const storyContent: SiteContent = contentFor(storyLocale);
export const storyIntlLocale = localeInfo[defaultLocale].intl;

/** A news article as its card shows it. */
export function storyFor(slug: string): NewsStory {
  const article = storyContent.news.articles.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`No article "${slug}"`);
  return newsStory(article, storyContent, storyIntlLocale);
}

export const newsCardLabels = cardLabels(storyContent.newsMessages);
export const newsShare: NewsShareLabels = newsShareLabels(storyContent.newsMessages);

/** The header's props as the site passes them. */
export const headerArgs = {
  brand: { name: site.name, shortName: site.shortName, homeLabel: storyContent.messages.header.homeLabel },
  items: storyContent.navigation.main,
  labels: storyContent.messages.header,
  languages: languageLinks(defaultLocale, paths.home),
  action: { href: paths.contact, label: storyContent.messages.header.getInTouch },
};
