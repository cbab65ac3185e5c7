import { servicePath, servicesPath } from '../content/services/manifest';

/** The site's fixed paths. Service pages come from the services manifest (`servicePath(id)`). */
export const paths = {
  home: '/',
  about: '/about',
  services: servicesPath,
  resources: '/resources',
  news: '/news',
  faq: '/faq',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export { servicePath };
