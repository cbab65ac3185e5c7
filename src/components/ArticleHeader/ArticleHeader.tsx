import type { ReactNode } from 'react';
import { ArticleMeta, type ArticleMetaProps } from '../ArticleMeta';
import { Badge } from '../Badge';
import { ButtonLink } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { actions as actionsClass, back, band, inner } from './ArticleHeader.css';

export interface ArticleHeaderProps {
  title: string;
  excerpt: string;
  categoryLabel: string;
  meta: ArticleMetaProps;
  /** The way back to the listing. */
  back: { href: string; label: string };
  /** Share and download buttons. */
  actions?: ReactNode;
}

/**
 * The top of an article: way back to the listing, category, title (the page's h1), byline, actions.
 *
 * Use it once, at the top of an article page, in place of the Hero. Not for an article in a
 * listing (NewsCard).
 */
export function ArticleHeader({ title, excerpt, categoryLabel, meta, back: backLink, actions }: ArticleHeaderProps) {
  return (
    <header className={band}>
      <Container width="prose">
        <div className={inner}>
          <ButtonLink href={backLink.href} variant="ghost" size="sm" icon="arrowLeft" className={back}>
            {backLink.label}
          </ButtonLink>
          <Badge>{categoryLabel}</Badge>
          <Heading level={1} size="xl">
            {title}
          </Heading>
          <Text size="lg" tone="secondary">
            {excerpt}
          </Text>
          <ArticleMeta {...meta} />
          {actions && <div className={actionsClass}>{actions}</div>}
        </div>
      </Container>
    </header>
  );
}
