import type { ProcessStep } from '../../content/types';
import { messages } from '../../content/en/messages';
import { visuallyHidden } from '../../styles/utilities.css';
import { Heading, type HeadingLevel } from '../Heading';
import { description, list, number, step, timeline } from './ProcessSteps.css';

export interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  headingLevel?: HeadingLevel;
}

/** Numbered steps of a procedure, each with an optional duration label. */
export function ProcessSteps({ steps, headingLevel = 3 }: ProcessStepsProps) {
  return (
    <ol className={list}>
      {steps.map((item, index) => (
        <li key={item.title} className={step}>
          <span className={number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading level={headingLevel} size="md">
            <span className={visuallyHidden}>{messages.process.stepLabel(index + 1)} </span>
            {item.title}
          </Heading>
          {item.timeline && (
            <p className={timeline}>
              <span className={visuallyHidden}>{messages.process.timelineLabel} </span>
              {item.timeline}
            </p>
          )}
          <p className={description}>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
