/** The English content and its formatting, as the pages render them (the tests' expectations). */
import { contentFor } from '../../src/content';
import type { DetailServiceId } from '../../src/content/services/manifest';
import type { NewsCategory, SiteContent } from '../../src/content/types';
import { formatDate as formatDateIn, formatMessage, formatPlural, type MessageValues, type PluralMessage } from '../../src/i18n/format';
import { localeInfo } from '../../src/i18n/locales';
import { articlePath, type PageId, type RouteEntry, serviceAt } from '../../src/routes/routes';

export const en = contentFor('en');
const intl = localeInfo.en.intl;

export const formatDate = (isoDate: string) => formatDateIn(intl, isoDate);
export const message = (template: string, values: MessageValues) => formatMessage(template, values);
export const plural = (forms: PluralMessage, count: number) => formatPlural(intl, forms, count);
export const categoryLabel = (category: NewsCategory) => en.newsMessages.categories[category];

/** The h1 of each page template, as it takes it from a locale's content. */
const headings: Record<PageId, (content: SiteContent, path: string) => string | undefined> = {
  home: ({ home }) => home.hero.title,
  about: ({ about }) => about.hero.title,
  services: ({ servicesOverview }) => servicesOverview.hero.title,
  malariaDrugs: ({ malariaDrugs }) => malariaDrugs.hero.title,
  serviceDetail: ({ services }, path) => services[serviceAt(path) as DetailServiceId].hero.title,
  resources: ({ resources }) => resources.page.hero.title,
  news: ({ news }) => news.page.hero.title,
  article: ({ news }, path) => news.articles.find((article) => articlePath(article.slug) === path)?.title,
  faq: ({ faq }) => faq.page.hero.title,
  contact: ({ contact }) => contact.hero.title,
  contactSent: ({ contact }) => contact.sent.hero.title,
  newsletterSubscribed: ({ newsletter }) => newsletter.subscribed.hero.title,
  newsletterConfirmed: ({ newsletter }) => newsletter.confirmed.hero.title,
  newsletterUnsubscribed: ({ newsletter }) => newsletter.unsubscribed.hero.title,
  newsletterLinkInvalid: ({ newsletter }) => newsletter.linkInvalid.hero.title,
  privacy: ({ legal }) => legal.privacy.title,
  terms: ({ legal }) => legal.terms.title,
};

/** The h1 of a route's page in a locale. */
export const headingOf = (content: SiteContent, route: RouteEntry): string => headings[route.page](content, route.path) ?? '';
