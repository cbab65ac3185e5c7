import type { SiteContent } from '../types';
import { about } from './about';
import { contact, serviceOptionLabels } from './contact';
import { faqGroups, faqPage } from './faq';
import { home } from './home';
import { privacy, terms } from './legal';
import { malariaDrugs } from './malariaDrugs';
import { headerMessages } from './headerMessages';
import { messages } from './messages';
import { navigation } from './navigation';
import { newsletter } from './newsletter';
import { office } from './office';
import { newsArticles } from './news/articles';
import { articleBodies } from './news/bodies';
import { articleNotFound, newsMessages } from './newsMessages';
import { newsPage } from './newsPage';
import { notFound } from './notFound';
import { offline } from './offline';
import { pageMessages } from './pageMessages';
import { documentTexts, guideTexts, videoTranscripts } from './resourceTexts';
import { documents, guides, resourcesPage, videos, webinars } from './resources';
import { resourcesMessages } from './resourcesMessages';
import { serviceDetailsById } from './services';
import { servicesOverview } from './servicesOverview';
import { whatsappMessages } from './whatsapp';

/** Portuguese (European/African norms): the translation of `en`. */
export const pt: SiteContent = {
  messages,
  headerMessages,
  newsMessages,
  pageMessages,
  resourcesMessages,
  whatsapp: whatsappMessages,
  office,
  navigation,
  home,
  about,
  servicesOverview,
  malariaDrugs,
  services: serviceDetailsById,
  serviceOptions: serviceOptionLabels,
  contact,
  newsletter,
  faq: { page: faqPage, groups: faqGroups },
  legal: { privacy, terms },
  notFound,
  articleNotFound,
  offline,
  news: { page: newsPage, articles: newsArticles, bodies: articleBodies },
  resources: { page: resourcesPage, guides, documents, videos, webinars, guideTexts, documentTexts, videoTranscripts },
};
