import { newsMessages } from '../../content/en/newsMessages';
import type { NewsArticle } from '../../content/types';
import { formatDate } from '../../lib/formatDate';
import { Icon } from '../Icon';
import { item, list } from './ArticleMeta.css';

export type ArticleMetaProps = Pick<NewsArticle, 'author' | 'date' | 'readTime'>;

/** Author, publication date and read time of a news article. */
export function ArticleMeta({ author, date, readTime }: ArticleMetaProps) {
  return (
    <ul className={list} aria-label={newsMessages.detailsLabel}>
      <li className={item}>
        <Icon name="users" size="sm" />
        {newsMessages.byline(author)}
      </li>
      <li className={item}>
        <Icon name="calendar" size="sm" />
        <time dateTime={date}>{formatDate(date)}</time>
      </li>
      <li className={item}>
        <Icon name="clock" size="sm" />
        {readTime}
      </li>
    </ul>
  );
}
