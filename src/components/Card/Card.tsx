import type { ReactNode } from 'react';
import type { IconName } from '../Icon';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
import { type CardVariants, body, card, footer, iconWrap, meta as metaClass } from './Card.css';

export interface CardProps {
  /** `outlined` (default) on a page, `raised` on a tinted band, `subtle` or `brandSubtle` to set one card apart. */
  tone?: CardVariants['tone'];
  title: string;
  headingLevel?: HeadingLevel;
  /** A glyph beside the title (decorative). */
  icon?: IconName;
  /** A short line under the title, e.g. a duration: "12-18 months". */
  meta?: string;
  as?: 'div' | 'li' | 'article';
  /** Body content: usually a paragraph, a feature list or both. */
  children?: ReactNode;
  /** Actions placed at the bottom of the card. */
  footer?: ReactNode;
}

/**
 * A bordered block: a title (with an optional icon and meta line), a body and actions.
 *
 * Use it for one self-contained item among peers (a service, a contact channel). For a set of
 * them use CardGrid; for an item led by a picture, MediaCard; for a single figure, StatCard.
 */
export function Card({ title, headingLevel = 3, icon, meta, tone, as: Tag = 'div', children, footer: actions }: CardProps) {
  return (
    <Tag className={card({ tone })}>
      {icon && (
        <span className={iconWrap}>
          <Icon name={icon} size="lg" />
        </span>
      )}
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {meta && <p className={metaClass}>{meta}</p>}
      {children && <div className={body}>{children}</div>}
      {actions && <div className={footer}>{actions}</div>}
    </Tag>
  );
}
