import { type Action, ActionButton } from '../ActionButton';
import type { IconName } from '../Icon';
import { Card } from '../Card';
import type { HeadingLevel } from '../Heading';
import { FeatureList } from '../FeatureList';
import { Grid, type GridProps } from '../Stack';

export interface CardItem {
  title: string;
  description: string;
  icon?: IconName;
  /** Small label shown with the card, e.g. a duration "12-18 months". */
  meta?: string;
  features?: string[];
  action?: Action;
}

export interface CardGridProps {
  items: ReadonlyArray<CardItem>;
  columns?: GridProps['columns'];
  tone?: 'outlined' | 'raised' | 'subtle' | 'brandSubtle';
  headingLevel?: HeadingLevel;
}

/**
 * Content cards (services, benefits, values) in a responsive grid.
 *
 * Use it for a set of peer items from content, each with its own optional action. Not for items
 * in a sequence (ProcessSteps, Timeline) nor for one card alone (Card).
 */
export function CardGrid({ items, columns = 3, tone, headingLevel = 3 }: CardGridProps) {
  return (
    <Grid as="ul" columns={columns}>
      {items.map((item, index) => (
        <Card
          // A fixed list, never reordered: its position is its identity.
          key={index}
          as="li"
          tone={tone}
          title={item.title}
          icon={item.icon}
          meta={item.meta}
          headingLevel={headingLevel}
          footer={
            item.action && <ActionButton action={item.action} defaultVariant="secondary" size="sm" context={item.title} />
          }
        >
          <p>{item.description}</p>
          {item.features && item.features.length > 0 && <FeatureList items={item.features} />}
        </Card>
      ))}
    </Grid>
  );
}
