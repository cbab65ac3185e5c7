import { site } from '../content/site';
import { paths } from '../routes/paths';
import HeaderIsland from './Header.island';
import { useContent } from './locale';

/** The site's header: its brand, navigation, languages and call to action, in the page's language. */
export function SiteHeader() {
  const { messages, navigation } = useContent();
  const { header } = messages;
  return (
    <HeaderIsland
      brand={{ name: site.name, shortName: site.shortName, homeLabel: header.homeLabel }}
      items={navigation.main}
      labels={header}
      languages={header.languages}
      action={{ href: paths.contact, label: header.getInTouch }}
    />
  );
}
