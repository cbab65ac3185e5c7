import { useLocation } from 'wouter';
import { paths } from '../routes/paths';
import { isRoutePath } from '../routes/routes';
import HeaderIsland from './Header.island';

/**
 * The site's header: its brand, navigation, languages and call to action, in the page's
 * language. The island finds them itself from the page's locale and path; only a path that
 * is no page (a 404) has no other language, so its switcher leads to each language's home.
 */
export function SiteHeader() {
  const [location] = useLocation();
  return <HeaderIsland {...(isRoutePath(location) ? {} : { switchTo: paths.home })} />;
}
