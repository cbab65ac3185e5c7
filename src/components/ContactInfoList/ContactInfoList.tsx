import { Fragment } from 'react';
import type { ContactInfoItem } from '../../content/en/contact';
import { Card } from '../Card';
import type { HeadingLevel } from '../Heading';
import { list, note, value as valueClass } from './ContactInfoList.css';

export interface ContactInfoListProps {
  items: readonly ContactInfoItem[];
  headingLevel?: HeadingLevel;
}

/** Lets a long e-mail address wrap after its at-sign rather than inside a word. */
function breakable(value: string) {
  return value.split(/(?<=@)/).map((part, index) => (
    <Fragment key={part}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The ways to reach the company (e-mail, phone, place, hours) as a row of cards. */
export function ContactInfoList({ items, headingLevel = 3 }: ContactInfoListProps) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <Card key={item.title} as="li" tone="raised" icon={item.icon} title={item.title} headingLevel={headingLevel}>
          <p className={valueClass}>{item.href ? <a href={item.href}>{breakable(item.value)}</a> : item.value}</p>
          <p className={note}>{item.note}</p>
        </Card>
      ))}
    </ul>
  );
}
