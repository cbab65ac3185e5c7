import type { CardItem } from '../../content/types';
import { ActionButton } from '../ActionButton';
import { Card } from '../Card';
import type { HeadingLevel } from '../Heading';
import { FeatureList } from '../FeatureList';
import { Grid, type GridProps } from '../Stack';

export interface CardGridProps {
  items: readonly CardItem[];
  columns?: GridProps['columns'];
  tone?: 'outlined' | 'raised' | 'subtle' | 'brandSubtle';
  headingLevel?: HeadingLevel;
}

/** Content cards (services, benefits, values) in a responsive grid. */
export function CardGrid({ items, columns = 3, tone, headingLevel = 3 }: CardGridProps) {
  return (
    <Grid as="ul" columns={columns}>
      {items.map((item) => (
        <Card
          key={item.title}
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
