/**
 * The route list: paths only, no components and no styles, so the router, the
 * prerender, the sitemap, the footer and the Playwright suites can all import it.
 */
import { newsSlugs } from '../content/news/slugs';
import { type ServiceId, servicePath, services } from '../content/services/manifest';
import { localePath } from '../i18n/localePaths';
import { type Locale, locales } from '../i18n/locales';
import { paths } from './paths';

export { paths, servicePath };

/** The service a route path shows, or undefined. */
export const serviceAt = (path: string): ServiceId | undefined => services.find((service) => servicePath(service.id) === path)?.id;

export const articlePath = (slug: string) => `${paths.news}/${slug}`;

/** Which page template renders a route. */
export type PageId =
  | 'home'
  | 'about'
  | 'services'
  | 'malariaDrugs'
  | 'serviceDetail'
  | 'resources'
  | 'news'
  | 'article'
  | 'faq'
  | 'contact'
  | 'contactSent'
  | 'newsletterSubscribed'
  | 'newsletterConfirmed'
  | 'newsletterUnsubscribed'
  | 'newsletterLinkInvalid'
  | 'privacy'
  | 'terms';

export interface RouteEntry {
  path: string;
  page: PageId;
  /** Kept out of search indexes and the sitemap (a page a visitor only reaches by doing something). */
  noindex?: true;
}

/**
 * Every page of the site. `built: false` marks a route whose page is not in the site yet
 * (it arrives with its own issue); those are left out of `routes` until they are.
 */
const allRoutes: ReadonlyArray<RouteEntry & { built: boolean }> = [
  { path: paths.home, page: 'home', built: true },
  { path: paths.about, page: 'about', built: true },
  { path: paths.services, page: 'services', built: true },
  ...services.map((service) => ({ path: servicePath(service.id), page: service.template, built: true })),
  { path: paths.resources, page: 'resources', built: true },
  { path: paths.news, page: 'news', built: true },
  ...newsSlugs.map((slug) => ({ path: articlePath(slug), page: 'article' as const, built: true })),
  { path: paths.faq, page: 'faq', built: true },
  { path: paths.contact, page: 'contact', built: true },
  { path: paths.contactSent, page: 'contactSent', built: true, noindex: true },
  { path: paths.newsletterSubscribed, page: 'newsletterSubscribed', built: true, noindex: true },
  { path: paths.newsletterConfirmed, page: 'newsletterConfirmed', built: true, noindex: true },
  { path: paths.newsletterUnsubscribed, page: 'newsletterUnsubscribed', built: true, noindex: true },
  { path: paths.newsletterLinkInvalid, page: 'newsletterLinkInvalid', built: true, noindex: true },
  { path: paths.privacy, page: 'privacy', built: true },
  { path: paths.terms, page: 'terms', built: true },
];

export const routes: readonly RouteEntry[] = allRoutes
  .filter((route) => route.built)
  .map(({ built: _built, ...route }) => route);

/** The routes search engines may index: the sitemap's. */
export const indexedRoutes: readonly RouteEntry[] = routes.filter((route) => !route.noindex);

/** A route in one locale: the page at its URL (`url`, "/fr/about") for a site path (`path`, "/about"). */
export interface LocalizedRoute extends RouteEntry {
  locale: Locale;
  url: string;
}

/** Every page of the site in every locale: what the prerender writes and the sitemap lists. */
export const localizedRoutes: readonly LocalizedRoute[] = locales.flatMap((locale) =>
  routes.map((route) => ({ ...route, locale, url: localePath(locale, route.path) })),
);

/** Whether `route` is the first of its template (page id) in `list`: the one that stands for the others in sweeps that a template's pages would only repeat. */
export const isFirstOfTemplate = (route: RouteEntry, list: readonly RouteEntry[] = routes): boolean => list.find((other) => other.page === route.page) === route;

export const isRoutePath = (path: string): boolean => routes.some((route) => route.path === path);

/** Paths that answer 404 with their own page, in each locale: unknown paths, unknown article slugs. */
export const notFoundPath = '/404';
export const articleNotFoundPath = `${paths.news}/404`;

/** The page template for a path, or null when the path is unknown (404). */
export function resolvePage(path: string): PageId | null {
  const exact = routes.find((route) => route.path === path);
  if (exact) return exact.page;
  if (routes.some((route) => route.page === 'article') && path.startsWith(`${paths.news}/`)) return 'article';
  return null;
}
