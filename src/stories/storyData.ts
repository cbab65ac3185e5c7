/**
 * What a story shows, in one locale: the site's own words (its content, shaped as the design
 * system's props where the site shapes them) and the stories' own sample words (`copy/`).
 * A story passes them to its component itself; components never read the site's content.
 * The locale is the Storybook toolbar's (`globals.locale`, .storybook/preview.tsx).
 */
import type { HeaderProps } from '../components/Header';
import type { NewsCardLabels, NewsShareLabels, NewsStory } from '../components/NewsCard';
import { contentFor } from '../content';
import { site } from '../content/site';
import type { SiteContent } from '../content/types';
import { localePath } from '../i18n/localePaths';
import { defaultLocale, isLocale, type Locale, localeInfo } from '../i18n/locales';
import { paths } from '../routes/paths';
import { newsCardLabels } from '../site/labels';
import { languageLinks } from '../site/languages';
import { newsShareLabels, newsStory } from '../site/news';
import { type StoryCopy, storyCopyByLocale } from './copy';

export interface StoryData {
  locale: Locale;
  /** The locale's BCP 47 tag, for Intl. */
  intl: string;
  content: SiteContent;
  /** The stories' own sample words. */
  copy: StoryCopy;
  /** A news article as its card shows it. */
  storyFor: (slug: string) => NewsStory;
  /** A site path as the locale's router links it ("/contact" -> "/fr/contact"). */
  href: (path: string) => string;
  newsCardLabels: NewsCardLabels;
  newsShare: NewsShareLabels;
  /** The header's props as the site passes them. */
  headerArgs: HeaderProps;
}

function buildStoryData(locale: Locale): StoryData {
  const content = contentFor(locale);
  const intl = localeInfo[locale].intl;
  return {
    locale,
    intl,
    content,
    copy: storyCopyByLocale[locale],
    storyFor(slug) {
      const article = content.news.articles.find((entry) => entry.slug === slug);
      if (!article) throw new Error(`No article "${slug}"`);
      return newsStory(article, content, locale);
    },
    href: (path) => localePath(locale, path),
    newsCardLabels: newsCardLabels(content.newsMessages),
    newsShare: newsShareLabels(content),
    headerArgs: {
      brand: { name: site.name, shortName: site.shortName, homeLabel: content.messages.header.homeLabel },
      items: content.navigation.main,
      labels: content.messages.header,
      languages: languageLinks(locale, paths.home),
      action: { href: paths.contact, label: content.messages.header.getInTouch },
    },
  };
}

const built = new Map<Locale, StoryData>();

/** A locale's story data, built once (so a story's English args keep their identity across renders). */
export function storyData(locale: Locale = defaultLocale): StoryData {
  let data = built.get(locale);
  if (!data) {
    data = buildStoryData(locale);
    built.set(locale, data);
  }
  return data;
}

/** The toolbar's locale (`globals.locale`), English when unset or unknown. */
export const localeOfGlobals = (globals: Record<string, unknown> | undefined): Locale => {
  const locale = globals?.locale;
  return typeof locale === 'string' && isLocale(locale) ? locale : defaultLocale;
};

/** The story data in the toolbar's locale: for a story's `render` and `play` (`context.globals`). */
export const storyDataIn = (globals: Record<string, unknown> | undefined): StoryData => storyData(localeOfGlobals(globals));
