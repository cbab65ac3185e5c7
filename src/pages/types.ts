/** Props every page template receives from the router. */
export interface PageProps {
  /** The route path being rendered, e.g. "/about" or "/news/q4-results". */
  path: string;
}
