import { Fragment } from 'react';
import { Card } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';
import type { IconName } from '../Icon';
import type { HeadingLevel } from '../Heading';
import { list, note, value as valueClass } from './ContactInfoList.css';

export interface ContactInfoItem {
  icon: IconName;
  title: string;
  value: string;
  /** mailto:, tel: or chat link for the value, when it is one. */
  href?: string;
  /** The link opens in a new tab (a chat): read after the value, e.g. "(opens in a new tab)". */
  newTab?: string;
  note: string;
}

export interface ContactInfoListProps {
  items: ReadonlyArray<ContactInfoItem>;
  headingLevel?: HeadingLevel;
}

/** Lets a long e-mail address wrap after its at-sign rather than inside a word. */
function breakable(value: string) {
  return value.split(/(?<=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * The ways to reach the company (e-mail, phone, chat, place, hours) as a row of cards.
 *
 * Use it where a page gives every way to reach the company, each with a short note. Not for
 * other cards (CardGrid); the footer lists the same details in its own way.
 */
export function ContactInfoList({ items, headingLevel = 3 }: ContactInfoListProps) {
  return (
    <ul className={list}>
      {items.map((item, index) => (
        <Card key={index} as="li" tone="raised" icon={item.icon} title={item.title} headingLevel={headingLevel}>
          <p className={valueClass}>
            {item.href ? (
              <a href={item.href} {...(item.newTab && { target: '_blank', rel: 'noopener' })}>
                {breakable(item.value)}
                {item.newTab && <VisuallyHidden>{` ${item.newTab}`}</VisuallyHidden>}
              </a>
            ) : (
              item.value
            )}
          </p>
          <p className={note}>{item.note}</p>
        </Card>
      ))}
    </ul>
  );
}
