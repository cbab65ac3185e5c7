import { Icon } from '../Icon';
import { item, list } from './ArticleMeta.css';

export interface ArticleMetaProps {
  /** "By Dr. Ama Mensah", in the page's language. */
  byline: string;
  /** ISO date, for the machine-readable `<time>`. */
  date: string;
  /** The same date as the reader reads it ("March 12, 2024"). */
  dateLabel: string;
  /** As the reader reads it: "5 min read". */
  readTime: string;
  /** Accessible name of the line, e.g. "Article details". */
  label: string;
}

/**
 * Author, publication date and read time of a news article.
 *
 * Use it wherever an article's byline, date and read time appear together (its header, its
 * card). Not for other dates, such as a policy's revision (LegalDocument says it itself).
 */
export function ArticleMeta({ byline, date, dateLabel, readTime, label }: ArticleMetaProps) {
  return (
    <ul className={list} aria-label={label}>
      <li className={item}>
        <Icon name="users" size="sm" />
        {byline}
      </li>
      <li className={item}>
        <Icon name="calendar" size="sm" />
        <time dateTime={date}>{dateLabel}</time>
      </li>
      <li className={item}>
        <Icon name="clock" size="sm" />
        {readTime}
      </li>
    </ul>
  );
}
