import { Icon } from '../Icon';
import { item, list, mark } from './FeatureList.css';

export interface FeatureListProps {
  items: ReadonlyArray<string>;
  columns?: 1 | 2;
}

/**
 * A checked list of features, benefits or requirements.
 *
 * Use it for short parallel points that need no heading each. For points with a title and a
 * sentence use IconList; for steps in order, ProcessSteps.
 */
export function FeatureList({ items, columns }: FeatureListProps) {
  return (
    <ul className={list({ columns })}>
      {items.map((text, index) => (
        <li key={index} className={item}>
          <Icon name="checkCircle" size="sm" className={mark} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
