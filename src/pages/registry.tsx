import type { ComponentType } from 'react';
import type { PageId } from '../routes/routes';
import AboutPage from './AboutPage';
import ArticlePage from './ArticlePage';
import ContactPage from './ContactPage';
import ContactSentPage from './ContactSentPage';
import FaqPage from './FaqPage';
import HomePage from './HomePage';
import LegalPage from './LegalPage';
import MalariaDrugsPage from './MalariaDrugsPage';
import { NewsletterConfirmedPage, NewsletterLinkInvalidPage, NewsletterUnsubscribedPage } from './NewsletterLinkPages';
import NewsletterSubscribedPage from './NewsletterSubscribedPage';
import NewsPage from './NewsPage';
import ResourcesPage from './ResourcesPage';
import ServiceDetailPage from './ServiceDetailPage';
import ServicesPage from './ServicesPage';
import type { PageProps } from './types';

/**
 * The template of each page; several routes may share one. Pages render on the server
 * only (the prerender and the dev server), so they are plain imports: the browser never
 * loads a template, only the islands inside it.
 */
const templates: Record<PageId, ComponentType<PageProps>> = {
  home: HomePage,
  about: AboutPage,
  contact: ContactPage,
  contactSent: ContactSentPage,
  newsletterSubscribed: NewsletterSubscribedPage,
  newsletterConfirmed: NewsletterConfirmedPage,
  newsletterUnsubscribed: NewsletterUnsubscribedPage,
  newsletterLinkInvalid: NewsletterLinkInvalidPage,
  services: ServicesPage,
  malariaDrugs: MalariaDrugsPage,
  serviceDetail: ServiceDetailPage,
  privacy: LegalPage,
  terms: LegalPage,
  resources: ResourcesPage,
  news: NewsPage,
  article: ArticlePage,
  faq: FaqPage,
};

export function PageView({ id, path }: { id: PageId } & PageProps) {
  const Template = templates[id];
  return <Template path={path} />;
}
