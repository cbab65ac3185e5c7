import { useId } from 'react';
import { Accordion } from '../Accordion';
import { Heading } from '../Heading';
import { answer, group } from './FaqGroup.css';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroupContent {
  category: string;
  items: FaqItem[];
}

export interface FaqGroupProps extends FaqGroupContent {
  /** Level of the category heading; each question is one level below it. */
  headingLevel?: 2 | 3;
}

/** One FAQ category: its heading and its questions, each opening and closing on its own. */
export function FaqGroup({ category, items, headingLevel = 2 }: FaqGroupProps) {
  const headingId = useId();
  return (
    <section className={group} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="lg" id={headingId}>
        {category}
      </Heading>
      <Accordion.Root type="multiple">
        {items.map((item, index) => (
          <Accordion.Item key={index} value={`question-${index}`}>
            <Accordion.Trigger headingLevel={(headingLevel + 1) as 3 | 4}>{item.question}</Accordion.Trigger>
            <Accordion.Content>
              <p className={answer}>{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

