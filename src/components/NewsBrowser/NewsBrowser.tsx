import { useState } from 'react';
import { island } from '../../app/island';
import { newsMessages } from '../../content/en/newsMessages';
import { type NewsArticle, type NewsCategory, newsFilterCategories } from '../../content/types';
import { CategoryFilter } from '../CategoryFilter';
import { NewsCard } from '../NewsCard';
import { Grid } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';

type Filter = 'all' | NewsCategory;

export interface NewsBrowserProps {
  articles: readonly NewsArticle[];
  /** Accessible label of the category filter group. */
  filterLabel: string;
  /** Label of the filter button that shows every category. */
  allLabel: string;
}

/**
 * The news grid with its category filter (exact match, result count announced) and each
 * story's share and text-download buttons.
 */
export function NewsBrowser({ articles, filterLabel, allLabel }: NewsBrowserProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const options: { value: Filter; label: string }[] = [
    { value: 'all', label: allLabel },
    ...newsFilterCategories.map((category) => ({ value: category, label: category })),
  ];
  const shown = filter === 'all' ? articles : articles.filter((article) => article.category === filter);
  return (
    <>
      <CategoryFilter label={filterLabel} options={options} value={filter} onChange={setFilter} />
      <VisuallyHidden>
        <span role="status">{newsMessages.resultCount(shown.length)}</span>
      </VisuallyHidden>
      {shown.length > 0 ? (
        <Grid as="ul" columns={3}>
          {shown.map((article) => (
            <NewsCard key={article.slug} as="li" article={article} shareable />
          ))}
        </Grid>
      ) : (
        <Text tone="secondary">{newsMessages.noResults}</Text>
      )}
    </>
  );
}

/** Hydrated when the visitor reaches for it; a click before then is replayed. */
export const NewsBrowserIsland = /* @__PURE__ */ island('NewsBrowser', NewsBrowser, { hydrate: 'interaction' });
