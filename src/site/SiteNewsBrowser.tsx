import { NewsBrowser } from '../components/NewsBrowser';
import type { NewsStory } from '../components/NewsCard';
import type { NewsCategory } from '../content/types';
import type { NewsMessages } from '../content/messages';
import { type CatalogueLoaders, useIslandMessages } from './islandMessages';
import { newsCardLabels, newsShareLabels } from './labels';

/** This island's words per locale, fetched with its code (useIslandMessages). */
const catalogues: CatalogueLoaders<'newsMessages'> = import.meta.glob<Record<'newsMessages', NewsMessages>>('../content/*/newsMessages.ts');

export interface SiteNewsBrowserProps {
  stories: readonly NewsStory[];
  /** The filter's categories, in order. */
  categories: readonly NewsCategory[];
  filterLabel: string;
  allLabel: string;
  /** BCP 47 tag of the page's language. */
  locale: string;
}

/** The /news grid and its filter, with the news messages of the page's language. */
export function SiteNewsBrowser({ stories, categories, filterLabel, allLabel, locale }: SiteNewsBrowserProps) {
  const messages = useIslandMessages('newsMessages', catalogues);
  return (
    <NewsBrowser
      stories={stories}
      categories={categories.map((category) => ({ value: category, label: messages.categories[category] }))}
      labels={{
        ...newsCardLabels(messages),
        filter: filterLabel,
        all: allLabel,
        resultCount: messages.resultCount,
        noResults: messages.noResults,
      }}
      share={newsShareLabels(messages)}
      locale={locale}
    />
  );
}
