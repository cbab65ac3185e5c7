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
  /** Where a message sent without script lands once it is stored (the contact function redirects there). */
  contactSent: '/contact/sent',
  /** Where a subscription sent without script lands once it is stored (the newsletter function redirects there). */
  newsletterSubscribed: '/newsletter/subscribed',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export { servicePath };
