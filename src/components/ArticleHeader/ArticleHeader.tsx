import type { ReactNode } from 'react';
import { newsMessages } from '../../content/en/newsMessages';
import type { NewsArticle } from '../../content/types';
import { paths } from '../../routes/routes';
import { ArticleMeta } from '../ArticleMeta';
import { Badge } from '../Badge';
import { ButtonLink } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { actions as actionsClass, back, band, inner } from './ArticleHeader.css';

export interface ArticleHeaderProps {
  article: Pick<NewsArticle, 'title' | 'excerpt' | 'category' | 'author' | 'date' | 'readTime'>;
  /** Share and download buttons. */
  actions?: ReactNode;
}

/** The top of an article: way back to the listing, category, title (the page's h1), byline, actions. */
export function ArticleHeader({ article, actions }: ArticleHeaderProps) {
  return (
    <header className={band}>
      <Container width="prose">
        <div className={inner}>
          <ButtonLink href={paths.news} variant="ghost" size="sm" icon="arrowLeft" className={back}>
            {newsMessages.backToNews}
          </ButtonLink>
          <Badge>{article.category}</Badge>
          <Heading level={1} size="xl">
            {article.title}
          </Heading>
          <Text size="lg" tone="secondary">
            {article.excerpt}
          </Text>
          <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
          {actions && <div className={actionsClass}>{actions}</div>}
        </div>
      </Container>
    </header>
  );
}
