import { useId } from 'react';
import { slugify } from '../../lib/slugify';
import { Heading } from '../Heading';
import { article, contents, contentsLabel as contentsLabelClass, contentsList, layout, list, section, updated } from './LegalDocument.css';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocumentProps {
  sections: ReadonlyArray<LegalSection>;
  /** ISO date of the last revision of the text, and the line that says it ("Last updated March 1, 2026"). */
  lastUpdated: string;
  lastUpdatedLabel: string;
  /** Heading of the table of contents. */
  contentsLabel: string;
}

/**
 * A policy text: its revision date, a table of contents and its sections, each under an h2.
 *
 * Use it for long texts that readers consult by section (privacy, terms). Not for articles
 * (ArticleBody).
 */
export function LegalDocument({ sections, lastUpdated, lastUpdatedLabel, contentsLabel }: LegalDocumentProps) {
  const contentsId = useId();
  return (
    <div className={layout}>
      <nav className={contents} aria-labelledby={contentsId}>
        <p id={contentsId} className={contentsLabelClass}>
          {contentsLabel}
        </p>
        <ol className={contentsList}>
          {sections.map((item, index) => (
            <li key={index}>
              <a href={`#${slugify(item.heading)}`}>{item.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={article}>
        <p className={updated}>
          <time dateTime={lastUpdated}>{lastUpdatedLabel}</time>
        </p>
        {sections.map((item, index) => (
          <section key={index} className={section} aria-labelledby={slugify(item.heading)}>
            <Heading level={2} size="lg" id={slugify(item.heading)}>
              {item.heading}
            </Heading>
            {item.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {item.items && (
              <ul className={list}>
                {item.items.map((entry, index) => (
                  <li key={index}>{entry}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
