import { useId } from 'react';
import { pageMessages } from '../../content/en/pageMessages';
import type { LegalSection } from '../../content/types';
import { formatDate } from '../../lib/formatDate';
import { slugify } from '../../lib/slugify';
import { Heading } from '../Heading';
import { article, contents, contentsLabel, contentsList, layout, list, section, updated } from './LegalDocument.css';

export interface LegalDocumentProps {
  sections: readonly LegalSection[];
  /** ISO date of the last revision of the text. */
  lastUpdated: string;
}

/** A policy text: its revision date, a table of contents and its sections, each under an h2. */
export function LegalDocument({ sections, lastUpdated }: LegalDocumentProps) {
  const contentsId = useId();
  return (
    <div className={layout}>
      <nav className={contents} aria-labelledby={contentsId}>
        <p id={contentsId} className={contentsLabel}>
          {pageMessages.legal.contents}
        </p>
        <ol className={contentsList}>
          {sections.map((item) => (
            <li key={item.heading}>
              <a href={`#${slugify(item.heading)}`}>{item.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={article}>
        <p className={updated}>
          <time dateTime={lastUpdated}>{pageMessages.legal.lastUpdated(formatDate(lastUpdated))}</time>
        </p>
        {sections.map((item) => (
          <section key={item.heading} className={section} aria-labelledby={slugify(item.heading)}>
            <Heading level={2} size="lg" id={slugify(item.heading)}>
              {item.heading}
            </Heading>
            {item.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.items && (
              <ul className={list}>
                {item.items.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
