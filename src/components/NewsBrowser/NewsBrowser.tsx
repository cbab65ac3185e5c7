import { useState } from 'react';
import { formatPlural, type PluralMessage } from '../../i18n/format';
import { CategoryFilter } from '../CategoryFilter';
import { NewsCard, type NewsCardLabels, type NewsShareLabels, type NewsStory } from '../NewsCard';
import { Grid } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';

export interface NewsBrowserProps {
  stories: ReadonlyArray<NewsStory>;
  /** The filter's categories (ids and labels), in order; "all" comes first. */
  categories: ReadonlyArray<{ value: string; label: string }>;
  labels: NewsCardLabels & {
    /** Accessible label of the category filter group. */
    filter: string;
    /** Label of the filter button that shows every category. */
    all: string;
    /** Announced after the filter changes ({count}). */
    resultCount: PluralMessage;
    noResults: string;
  };
  share: NewsShareLabels;
  /** BCP 47 tag of the page's language (the plural of the count). */
  locale: string;
}

const ALL = 'all';

/**
 * The news grid with its category filter (exact match, result count announced) and each
 * story's share and text-download buttons.
 *
 * Use it for a listing of news that readers narrow by category (the news page). For one story
 * use NewsCard; for a short fixed list, a Grid of NewsCards.
 */
export function NewsBrowser({ stories, categories, labels, share, locale }: NewsBrowserProps) {
  const [filter, setFilter] = useState(ALL);
  const options = [{ value: ALL, label: labels.all }, ...categories];
  const shown = filter === ALL ? stories : stories.filter((story) => story.category === filter);
  return (
    <>
      <CategoryFilter label={labels.filter} options={options} value={filter} onChange={setFilter} />
      <VisuallyHidden>
        <span role="status">{formatPlural(locale, labels.resultCount, shown.length)}</span>
      </VisuallyHidden>
      {shown.length > 0 ? (
        <Grid as="ul" columns={3}>
          {shown.map((story) => (
            <NewsCard key={story.href} as="li" story={story} labels={labels} share={share} />
          ))}
        </Grid>
      ) : (
        <Text tone="secondary">{labels.noResults}</Text>
      )}
    </>
  );
}
