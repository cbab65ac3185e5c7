import { type ReactNode, useRef, useState } from 'react';
import { formatPlural, type PluralMessage } from '../../i18n/format';
import { CategoryFilter } from '../CategoryFilter';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';

/** The filter's words. */
export interface NewsFilterLabels {
  /** Accessible label of the category filter group. */
  filter: string;
  /** Label of the filter button that shows every category. */
  all: string;
  /** Announced after the filter changes ({count}). */
  resultCount: PluralMessage;
  noResults: string;
}

export interface NewsBrowserProps {
  /** The filter's categories (ids and labels), in order; "all" comes first. */
  categories: ReadonlyArray<{ value: string; label: string }>;
  labels: NewsFilterLabels;
  /** BCP 47 tag of the page's language (the plural of the count). */
  locale: string;
  /** How many cards there are: the count announced until a category is chosen. */
  total: number;
  /** The cards (NewsList): each an element whose `data-category` the filter matches. */
  children: ReactNode;
}

const ALL = 'all';

/**
 * A list of news cards with its category filter (exact match, the count announced). The
 * filter hides the cards it leaves out rather than rendering the list again, so the cards
 * need no script: prerendered, they stay the page's HTML (src/site/NewsBrowser.island.tsx).
 *
 * Use it for a listing of news that readers narrow by category (the news page), with
 * NewsList as its children. For one story use NewsCard; for a short fixed list, NewsList alone.
 */
export function NewsBrowser({ categories, labels, locale, total, children }: NewsBrowserProps) {
  const cards = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState(ALL);
  const [shown, setShown] = useState(total);
  const choose = (value: string) => {
    let count = 0;
    for (const card of cards.current?.querySelectorAll<HTMLElement>('[data-category]') ?? []) {
      card.hidden = value !== ALL && card.dataset.category !== value;
      if (!card.hidden) count += 1;
    }
    setFilter(value);
    setShown(count);
  };
  return (
    <>
      <CategoryFilter label={labels.filter} options={[{ value: ALL, label: labels.all }, ...categories]} value={filter} onChange={choose} />
      <VisuallyHidden>
        <span role="status">{formatPlural(locale, labels.resultCount, shown)}</span>
      </VisuallyHidden>
      {shown === 0 && <Text tone="secondary">{labels.noResults}</Text>}
      <div ref={cards} style={{ display: 'contents' }}>
        {children}
      </div>
    </>
  );
}
