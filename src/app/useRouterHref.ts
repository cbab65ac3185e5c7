import { useRouter } from 'wouter';

/**
 * The URL of a router path, as wouter's `<Link>` writes it (with the router's base: the
 * page's locale prefix): for what is not a `<Link>`, such as the address a share button
 * gives. "/news/q4-results" -> "/fr/news/q4-results" on a French page.
 */
export function useRouterHref(): (path: string) => string {
  const router = useRouter();
  return (path) => router.hrefs(router.base + path, router);
}
