import type { IconName } from '../Icon';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
import { body, description as descriptionClass, iconWrap, item, list } from './IconList.css';

export interface IconListItem {
  title: string;
  description: string;
  icon?: IconName;
}

export interface IconListProps {
  items: ReadonlyArray<IconListItem>;
  headingLevel?: HeadingLevel;
}

/**
 * A compact list of points, each a titled sentence beside an icon (reasons, benefits).
 *
 * Use it for three to six points that each need a title and a sentence. For one-line points
 * use FeatureList; for items with an action, CardGrid.
 */
export function IconList({ items, headingLevel = 3 }: IconListProps) {
  return (
    <ul className={list}>
      {items.map(({ title, description, icon }, index) => (
        // A fixed list, never reordered: its position is its identity.
        <li key={index} className={item}>
          <span className={iconWrap}>
            <Icon name={icon ?? 'checkCircle'} size="md" />
          </span>
          <div className={body}>
            <Heading level={headingLevel} size="sm">
              {title}
            </Heading>
            <p className={descriptionClass}>{description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
