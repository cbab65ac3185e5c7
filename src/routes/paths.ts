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
  /** "Check your inbox": where a sign-up sent without script lands (the newsletter function redirects there). */
  newsletterSubscribed: '/newsletter/subscribed',
  /** Where the confirmation link in the e-mail lands once the subscription is confirmed. */
  newsletterConfirmed: '/newsletter/confirmed',
  /** Where the unsubscribe link of a newsletter e-mail lands. */
  newsletterUnsubscribed: '/newsletter/unsubscribed',
  /** Where a confirmation link that expired, was used or is damaged lands. */
  newsletterLinkInvalid: '/newsletter/link-expired',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export { servicePath };
