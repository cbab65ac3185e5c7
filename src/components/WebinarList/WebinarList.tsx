import { AlertButton } from '../ActionButton/AlertButton';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Text } from '../Text';
import * as styles from './WebinarList.css';

/** A webinar as the list shows it, its dates already written in the page's language. */
export interface WebinarItem {
  title: string;
  description: string;
  /** ISO date, and the calendar block's day and month ("15", "Mar"). */
  date: string;
  day: string;
  month: string;
  /** Date and time as one line: "March 15, 2024, 2:00 PM GMT". */
  when: string;
  upcoming: boolean;
  statusLabel: string;
  /** Text of the browser alert shown on Register / Watch Recording. */
  alert: string;
}

export interface WebinarListProps {
  webinars: ReadonlyArray<WebinarItem>;
  labels: { register: string; watchRecording: string };
  /** Where registration continues after the alert. */
  registerHref: string;
}

/**
 * Webinars and events. Upcoming ones offer Register (an alert with the details, then the
 * registration form after 2 s); past ones offer Watch Recording.
 *
 * Use it for dated events: upcoming ones to register for, past ones to watch. For a video
 * without a date, VideoCard.
 */
export function WebinarList({ webinars, labels, registerHref }: WebinarListProps) {
  return (
    <ul className={styles.list}>
      {webinars.map((webinar, index) => {
        const { upcoming } = webinar;
        return (
          <li key={index} className={styles.item}>
            <time className={styles.dateBlock} dateTime={webinar.date} aria-hidden="true">
              <span className={styles.day}>{webinar.day}</span>
              <span className={styles.month}>{webinar.month}</span>
            </time>
            <div className={styles.content}>
              <div className={styles.when}>
                <Badge tone={upcoming ? 'accent' : 'neutral'}>{webinar.statusLabel}</Badge>
                <Icon name="calendar" size="sm" />
                <span>{webinar.when}</span>
              </div>
              <Heading level={3} size="md">
                {webinar.title}
              </Heading>
              <Text tone="secondary">{webinar.description}</Text>
            </div>
            <div>
              {upcoming ? (
                <AlertButton action={{ label: labels.register, href: registerHref, alert: webinar.alert }} variant="primary" />
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
