import { useLocation } from 'wouter';
import { island } from '../app/island';
import { Header } from '../components/Header';
import type { HeaderMessages } from '../content/messages';
import { site } from '../content/site';
import { withoutTrailingSlash } from '../i18n/localePaths';
import { paths } from '../routes/paths';
import { type CatalogueLoaders, useIslandMessages, useIslandLocale } from './islandMessages';
import { languageLinks } from './languages';

/** The header's words per locale: only this island fetches them. */
const headerCatalogues: CatalogueLoaders<'headerMessages'> = import.meta.glob<Record<'headerMessages', HeaderMessages>>('../content/*/headerMessages.ts');

interface PageHeaderProps {
  /**
   * Where the switcher leads in each language, when not to this page: a path that is no
   * page (a 404) leads to each language's home page.
   */
  switchTo?: string;
}

/**
 * The header in the page's language, from its locale and path. Its words and links come
 * from the locale's header catalogue (fetched with this island's code in the browser), not
 * from props: the HTML already shows them once, and props would repeat them on every page.
 */
function PageHeader({ switchTo }: PageHeaderProps) {
  const { labels, items } = useIslandMessages('headerMessages', headerCatalogues);
  // The page's site path: the island's router base is the locale's prefix.
  const [location] = useLocation();
  return (
    <Header
      brand={{ name: site.name, shortName: site.shortName, homeLabel: labels.homeLabel }}
      items={items}
      labels={labels}
      languages={languageLinks(useIslandLocale(), switchTo ?? withoutTrailingSlash(location))}
      action={{ href: paths.contact, label: labels.getInTouch }}
    />
  );
}

/**
 * On every page. Its links, language switcher and phone menu (a native popover) work
 * without script: React only improves them (the menu button's label and icon, the Radix
 * menu's arrow keys), so it hydrates on intent only, its code a chunk of its own fetched
 * then, with its locale's words.
 */
export default /* @__PURE__ */ island(PageHeader, { hydrate: 'intent', laterIcons: ['close'] });
