/**
 * The site's fixed paths, apart from the route list (routes.ts) so that the header and
 * footer links in the browser's first download do not carry the whole route table.
 */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  resources: '/resources',
  news: '/news',
  faq: '/faq',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The ten service pages the footer lists, in the spec's order. */
export const footerServicePaths = [
  '/services/malaria-drugs',
  '/services/trademark',
  '/services/aripo',
  '/services/madrid',
  '/services/nafdac',
  '/services/ghana-fda',
  '/services/who',
  '/services/waho',
  '/services/ama',
  '/services/ecowas',
] as const;

