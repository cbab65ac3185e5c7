import { newsMessages } from '../../content/en/newsMessages';
import type { NewsArticle } from '../../content/types';
import { articleText, articleUrl } from '../../lib/news';
import { downloadText } from '../../lib/downloadText';
import { fileNameFor } from '../../lib/slugify';
import { articlePath } from '../../routes/routes';
import { ArticleMeta } from '../ArticleMeta';
import { Badge } from '../Badge';
import { Button, ButtonLink } from '../Button';
import type { HeadingLevel } from '../Heading';
import { MediaCard, type MediaCardProps } from '../MediaCard';
import { ShareButtons } from '../ShareButtons';
import { Text } from '../Text';
import { labelWithContext } from '../ActionButton';

export interface NewsCardProps {
  article: NewsArticle;
  as?: MediaCardProps['as'];
  headingLevel?: HeadingLevel;
  layout?: MediaCardProps['layout'];
  /** A label shown before the category, e.g. "Featured Story". */
  label?: string;
  /** Adds the share buttons and the text-file download. */
  shareable?: boolean;
}

/** A news story as a card: category, title, excerpt, byline, Read more; optionally share and download. */
export function NewsCard({ article, as = 'article', headingLevel = 3, layout, label, shareable = false }: NewsCardProps) {
  const path = articlePath(article.slug);
  const saveText = () => downloadText(fileNameFor(article.title, 'txt'), articleText(article, articleUrl(article.slug)));
  return (
    <MediaCard
      as={as}
      layout={layout}
      imageLoading={layout === 'featured' ? 'eager' : 'lazy'}
      image={article.image}
      title={article.title}
      headingLevel={headingLevel}
      eyebrow={
        <>
          {label && <Badge tone="accent">{label}</Badge>}
          <Badge>{article.category}</Badge>
        </>
      }
      footer={
        <>
          <ButtonLink href={path} variant="ghost" size="sm" iconEnd="arrowRight" {...labelWithContext(newsMessages.readMore, article.title)} />
          {shareable && (
            <ShareButtons path={path} title={article.title} excerpt={article.excerpt}>
              <Button variant="ghost" size="sm" icon="download" aria-label={newsMessages.share.downloadTextLabel} onClick={saveText}>
                {newsMessages.share.downloadText}
              </Button>
            </ShareButtons>
          )}
        </>
      }
    >
      <Text>{article.excerpt}</Text>
      <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
    </MediaCard>
  );
}
