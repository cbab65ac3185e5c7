import { type ReactNode, useEffect, useRef } from 'react';
import { IslandSlot, useSlotIsPrerendered } from '../app/island';
// The modules themselves, not the folders' index: the island's code is the filter and these
// few functions, never the cards' components.
import { NewsBrowser } from '../components/NewsBrowser/NewsBrowser';
import { readNewsCard, saveStoryText } from '../components/NewsCard/storyText';
import { openShareWindow, type ShareNetwork, shareNetworks } from '../components/ShareButtons/shareWindow';
import type { NewsMessages } from '../content/messages';
import type { NewsCategory } from '../content/types';
import { type CatalogueLoaders, useIslandMessages } from './islandMessages';

/** This island's words per locale, fetched with its code (useIslandMessages). */
const catalogues: CatalogueLoaders<'newsMessages'> = import.meta.glob<Record<'newsMessages', NewsMessages>>('../content/*/newsMessages.ts');

const isNetwork = (action: string | undefined): action is ShareNetwork => shareNetworks.includes(action as ShareNetwork);

export interface SiteNewsBrowserProps {
  /** The filter's categories, in order. */
  categories: readonly NewsCategory[];
  filterLabel: string;
  allLabel: string;
  /** How many cards the list has. */
  total: number;
  /** BCP 47 tag of the page's language. */
  locale: string;
  /** The cards (NewsList), prerendered: the island's slot. */
  children?: ReactNode;
}

/**
 * The /news list and its filter, with the news messages of the page's language. The cards
 * are the page's HTML (the island's slot), sent once: the island's props are the filter's
 * few words. Prerendered cards have no React of their own, so the island answers their
 * share and download buttons, reading each story back from its card (readNewsCard);
 * cards that React renders (Storybook) answer their own.
 */
export function SiteNewsBrowser({ categories, filterLabel, allLabel, total, locale, children }: SiteNewsBrowserProps) {
  const messages = useIslandMessages('newsMessages', catalogues);
  const slot = useRef<HTMLDivElement>(null);
  const prerendered = useSlotIsPrerendered();
  useEffect(() => {
    const cards = slot.current;
    if (!prerendered || !cards) return;
    const answer = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-share]') : null;
      const card = button?.closest('[data-category]');
      if (!button || !card) return;
      const story = readNewsCard(card, messages.byline);
      const address = new URL(story.path, window.location.href).toString();
      const action = button.dataset.share;
      if (action === 'text') saveStoryText(story, messages.textFile, address);
      else if (isNetwork(action)) openShareWindow(action, address, story, messages.share);
    };
    cards.addEventListener('click', answer);
    return () => cards.removeEventListener('click', answer);
  }, [prerendered, messages]);
  return (
    <NewsBrowser
      categories={categories.map((category) => ({ value: category, label: messages.categories[category] }))}
      labels={{ filter: filterLabel, all: allLabel, resultCount: messages.resultCount, noResults: messages.noResults }}
      locale={locale}
      total={total}
    >
      <IslandSlot ref={slot}>{children}</IslandSlot>
    </NewsBrowser>
  );
}
