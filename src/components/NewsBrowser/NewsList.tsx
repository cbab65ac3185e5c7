import { NewsCard, type NewsCardLabels, type NewsShareLabels, type NewsStory } from '../NewsCard';
import { Grid } from '../Stack';

export interface NewsListProps {
  stories: ReadonlyArray<NewsStory>;
  labels: NewsCardLabels;
  /** Adds each card's share buttons and text file. */
  share?: NewsShareLabels;
}

/**
 * News cards in a three-column grid, each marked with its category for a NewsBrowser's
 * filter. (A module of its own: the news page's island, which filters prerendered cards,
 * imports NewsBrowser without the cards' code.)
 */
export function NewsList({ stories, labels, share }: NewsListProps) {
  return (
    <Grid as="ul" columns={3}>
      {stories.map((story) => (
        <NewsCard key={story.href} as="li" data-category={story.category} story={story} labels={labels} share={share} />
      ))}
    </Grid>
  );
}
