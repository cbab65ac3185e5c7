import { island } from '../../app/island';
import { resourcesMessages } from '../../content/en/resourcesMessages';
import type { Webinar } from '../../content/types';
import { formatDate } from '../../lib/formatDate';
import { ActionButton } from '../ActionButton';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Text } from '../Text';
import * as styles from './WebinarList.css';

export interface WebinarListProps {
  webinars: readonly Webinar[];
  /** Where registration continues after the alert. */
  registerHref: string;
}

const dayOf = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const monthOf = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/**
 * Webinars and events. Upcoming ones offer Register (an alert with the details, then the
 * registration form after 2 s); past ones offer Watch Recording.
 */
export function WebinarList({ webinars, registerHref }: WebinarListProps) {
  const labels = resourcesMessages.webinar;
  return (
    <ul className={styles.list}>
      {webinars.map((webinar) => {
        const date = new Date(`${webinar.date}T00:00:00Z`);
        const upcoming = webinar.status === 'upcoming';
        return (
          <li key={webinar.title} className={styles.item}>
            <time className={styles.dateBlock} dateTime={webinar.date} aria-hidden="true">
              <span className={styles.day}>{dayOf.format(date)}</span>
              <span className={styles.month}>{monthOf.format(date)}</span>
            </time>
            <div className={styles.content}>
              <div className={styles.when}>
                <Badge tone={upcoming ? 'accent' : 'neutral'}>{labels.status[webinar.status]}</Badge>
                <Icon name="calendar" size="sm" />
                <span>{labels.dateTime(formatDate(webinar.date), webinar.time)}</span>
              </div>
              <Heading level={3} size="md">
                {webinar.title}
              </Heading>
              <Text tone="secondary">{webinar.description}</Text>
            </div>
            <div>
              {upcoming ? (
                <ActionButton action={{ label: labels.register, href: registerHref, alert: webinar.alert }} defaultVariant="primary" />
              ) : (
                <Button
                  variant="secondary"
                  icon="play"
                  aria-label={`${labels.watchRecording}: ${webinar.title}`}
                  onClick={() => window.alert(webinar.alert)}
                >
                  {labels.watchRecording}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Hydrated when the visitor reaches for it; a click before then is replayed. */
export const WebinarListIsland = /* @__PURE__ */ island('WebinarList', WebinarList, { hydrate: 'interaction' });
