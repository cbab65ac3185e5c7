import { Heading, type HeadingLevel } from '../Heading';
import { description, entry, list, year } from './Timeline.css';

export interface TimelineEntry {
  year: string;
  event: string;
  description?: string;
}

export interface TimelineProps {
  entries: ReadonlyArray<TimelineEntry>;
  headingLevel?: HeadingLevel;
}

/**
 * Dated milestones, oldest first.
 *
 * Use it for events in time (the company's history). Not for steps a client takes (ProcessSteps).
 */
export function Timeline({ entries, headingLevel = 3 }: TimelineProps) {
  return (
    <ol className={list}>
      {entries.map((item, index) => (
        // A fixed list, never reordered: its position is its identity.
        <li key={index} className={entry}>
          <span className={year}>{item.year}</span>
          <Heading level={headingLevel} size="md">
            {item.event}
          </Heading>
          {item.description && <p className={description}>{item.description}</p>}
        </li>
      ))}
    </ol>
  );
}
