import { useLocation } from 'wouter';
import { site } from '../content/site';
import { paths } from '../routes/paths';
import { isRoutePath } from '../routes/routes';
import HeaderIsland from './Header.island';
import { languageLinks } from './languages';
import { useContent, useLocale } from './locale';

/** The site's header: its brand, navigation, languages and call to action, in the page's language. */
export function SiteHeader() {
  const { messages, navigation } = useContent();
  const { header } = messages;
  // The page's site path (the router's base is the locale). A path that is no page (a 404)
  // has no other language: the switcher then leads to each language's home page.
  const [location] = useLocation();
  const switchTo = isRoutePath(location) ? location : paths.home;
  return (
    <HeaderIsland
      brand={{ name: site.name, shortName: site.shortName, homeLabel: header.homeLabel }}
      items={navigation.main}
      labels={header}
      languages={languageLinks(useLocale(), switchTo)}
      action={{ href: paths.contact, label: header.getInTouch }}
    />
  );
}
