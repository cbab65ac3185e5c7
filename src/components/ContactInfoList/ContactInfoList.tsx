import type { ContactInfoItem } from '../../content/contact';
import { Card } from '../Card';
import type { HeadingLevel } from '../Heading';
import { list, note, value as valueClass } from './ContactInfoList.css';

export interface ContactInfoListProps {
  items: readonly ContactInfoItem[];
  headingLevel?: HeadingLevel;
}

/** The ways to reach the company (e-mail, phone, place, hours) as a row of cards. */
export function ContactInfoList({ items, headingLevel = 3 }: ContactInfoListProps) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <Card key={item.title} as="li" tone="raised" icon={item.icon} title={item.title} headingLevel={headingLevel}>
          <p className={valueClass}>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</p>
          <p className={note}>{item.note}</p>
        </Card>
      ))}
    </ul>
  );
}
