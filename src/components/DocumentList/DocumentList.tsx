import { resourcesMessages } from '../../content/en/resourcesMessages';
import type { DownloadableDocument } from '../../content/types';
import { resourceFileName, resourceHref } from '../../lib/downloads';
import { DownloadLink } from '../DownloadLink';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Text } from '../Text';
import * as styles from './DocumentList.css';

export interface DocumentListProps {
  documents: readonly DownloadableDocument[];
}

/** Checklists and templates, each with a Download PDF link to its generated file. */
export function DocumentList({ documents }: DocumentListProps) {
  return (
    <ul className={styles.list}>
      {documents.map((document) => (
        <li key={document.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon name="fileText" />
          </span>
          <div className={styles.text}>
            <Heading level={3} size="sm">
              {document.title}
            </Heading>
            <Text size="sm" tone="secondary">
              {document.description}
            </Text>
          </div>
          <div className={styles.action}>
            <DownloadLink
              href={resourceHref(document.title)}
              fileName={resourceFileName(document.title)}
              type="application/pdf"
              label={resourcesMessages.downloadPdf}
              context={document.title}
              notice={{ title: resourcesMessages.downloadStarted.title, description: resourcesMessages.downloadStarted.description(document.title) }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
