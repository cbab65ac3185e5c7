import { labelWithContext } from '../ActionButton/labelWithContext';
import { ArticleMeta } from '../ArticleMeta';
import { Badge } from '../Badge';
import { Button, ButtonLink } from '../Button';
import type { HeadingLevel } from '../Heading';
import { type ImageRef, MediaCard, type MediaCardProps } from '../MediaCard';
import { type ShareLabels, ShareButtons, useAddressOf } from '../ShareButtons';
import { Text } from '../Text';
import { saveStoryText } from './storyText';

/** A news story as a card shows it, every word already in the page's language. */
export interface NewsStory {
  /** Path of the story's page. */
  href: string;
  /** Its public address (the site's own origin, in the page's language): what a WhatsApp share carries. */
  url: string;
  title: string;
  excerpt: string;
  /** Its category's id (what a filter matches) and its label. */
  category: string;
  categoryLabel: string;
  author: string;
  /** "By {author}", in the page's language. */
  byline: string;
  /** ISO date, and as the reader reads it. */
  date: string;
  dateLabel: string;
  readTime: string;
  image: ImageRef;
  /** File name of the plain-text download, e.g. "q4-2023-results.txt". */
  textFileName: string;
}

export interface NewsCardLabels {
  readMore: string;
  /** Accessible name of the author, date and read time line. */
  details: string;
}

/** What a shareable card adds: share buttons and a plain-text download of the card. */
export interface NewsShareLabels {
  share: ShareLabels;
  downloadText: string;
  downloadTextLabel: string;
  /** Labels of the text file's lines, and how a line reads: "{label}: {value}". */
  textFile: { line: string; title: string; category: string; author: string; date: string; readTime: string; summary: string; link: string; publisher: string };
  /** Offers WhatsApp too, through a plain link; `newTab` is read after its name: "(opens in a new tab)". */
  whatsapp?: { newTab: string };
}

export interface NewsCardProps {
  story: NewsStory;
  labels: NewsCardLabels;
  /** Adds the share buttons and the text-file download. */
  share?: NewsShareLabels;
  as?: MediaCardProps['as'];
  headingLevel?: HeadingLevel;
  layout?: MediaCardProps['layout'];
  /** A label shown before the category, e.g. "Featured Story". */
  label?: string;
  /** Data attributes of the card's root element, e.g. what a filter matches (`data-category`). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A news story as a card: category, title, excerpt, byline, Read more; optionally share and download.
 *
 * Use it for a story in a listing; `layout="featured"` for the one story a page puts first. Not
 * for the article itself (ArticleHeader, ArticleBody).
 */
export function NewsCard({ story, labels, share, as = 'article', headingLevel = 3, layout, label, ...data }: NewsCardProps) {
  const addressOf = useAddressOf();
  const saveText = () => share && saveStoryText(story, share.textFile, addressOf(story.href));
  return (
    <MediaCard
      {...data}
      as={as}
      layout={layout}
      imageLoading={layout === 'featured' ? 'eager' : 'lazy'}
      image={story.image}
      title={story.title}
      headingLevel={headingLevel}
      eyebrow={
        <>
          {label && <Badge tone="accent">{label}</Badge>}
          <Badge>{story.categoryLabel}</Badge>
        </>
      }
      footer={
        <>
          <ButtonLink href={story.href} variant="ghost" size="sm" iconEnd="arrowRight" {...labelWithContext(labels.readMore, story.title)} />
          {share && (
            <ShareButtons
              path={story.href}
              title={story.title}
              excerpt={story.excerpt}
              labels={share.share}
              whatsapp={share.whatsapp && { url: story.url, newTab: share.whatsapp.newTab }}
            >
              <Button variant="ghost" size="sm" icon="download" aria-label={share.downloadTextLabel} data-share="text" onClick={saveText}>
                {share.downloadText}
              </Button>
            </ShareButtons>
          )}
        </>
      }
    >
      <Text>{story.excerpt}</Text>
      <ArticleMeta byline={story.byline} date={story.date} dateLabel={story.dateLabel} readTime={story.readTime} label={labels.details} />
    </MediaCard>
  );
}
