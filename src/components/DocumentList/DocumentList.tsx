import { formatMessage } from '../../i18n/format';
import { DownloadLink } from '../DownloadLink';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Text } from '../Text';
import * as styles from './DocumentList.css';

export interface DocumentItem {
  title: string;
  description: string;
  /** Public path of its generated file, and the name it is saved under. */
  href: string;
  fileName: string;
}

export interface DocumentListProps {
  documents: ReadonlyArray<DocumentItem>;
  labels: {
    download: string;
    /** Toast when a download starts; its description names the document: "{title} ...". */
    started: { title: string; description: string };
  };
}

/**
 * Checklists and templates, each with a Download PDF link to its generated file.
 *
 * Use it for a list of files with a name and a line each. For one file use DownloadLink; for a
 * guide with an illustration, a MediaCard with a DownloadLink.
 */
export function DocumentList({ documents, labels }: DocumentListProps) {
  return (
    <ul className={styles.list}>
      {documents.map((document, index) => (
        <li key={index} className={styles.item}>
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
              href={document.href}
              fileName={document.fileName}
              type="application/pdf"
              label={labels.download}
              context={document.title}
              notice={{ title: labels.started.title, description: formatMessage(labels.started.description, { title: document.title }) }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
