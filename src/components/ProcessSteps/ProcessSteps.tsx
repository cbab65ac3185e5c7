import { formatMessage } from '../../i18n/format';
import { visuallyHidden } from '../../styles/utilities.css';
import { Heading, type HeadingLevel } from '../Heading';
import { useComponentMessages } from '../MessagesProvider';
import { description, list, number, step, timeline } from './ProcessSteps.css';

export interface ProcessStep {
  title: string;
  description: string;
  /** Optional duration label such as "Week 1-2" or "2-4 weeks". */
  timeline?: string;
}

export interface ProcessStepsProps {
  steps: ReadonlyArray<ProcessStep>;
  headingLevel?: HeadingLevel;
}

/**
 * Numbered steps of a procedure, each with an optional duration label.
 *
 * Use it for steps a client goes through in order (an application, an engagement). Not for
 * dated events (Timeline) nor for points in no order (FeatureList).
 */
export function ProcessSteps({ steps, headingLevel = 3 }: ProcessStepsProps) {
  const messages = useComponentMessages();
  return (
    <ol className={list}>
      {steps.map((item, index) => (
        // A fixed list, never reordered: its position is its identity.
        <li key={index} className={step}>
          <span className={number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading level={headingLevel} size="md">
            <span className={visuallyHidden}>{formatMessage(messages.processStep, { number: index + 1 })} </span>
            {item.title}
          </Heading>
          {item.timeline && (
            <p className={timeline}>
              <span className={visuallyHidden}>{messages.processTimeline} </span>
              {item.timeline}
            </p>
          )}
          <p className={description}>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
