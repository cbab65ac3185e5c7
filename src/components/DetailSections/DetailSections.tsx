import { type Action, ActionButton } from '../ActionButton';
import { Card } from '../Card';
import { type CardItem, CardGrid } from '../CardGrid';
import { type Country, CountryList, type CountryStatuses } from '../CountryList';
import { FeatureList } from '../FeatureList';
import { type ProcessStep, ProcessSteps } from '../ProcessSteps';
import { Section, type SectionProps } from '../Section';
import { Grid, type GridProps, Stack } from '../Stack';
import { type Stat, StatCard } from '../StatCard';
import { Text } from '../Text';

type BandTone = Extract<SectionProps['tone'], 'page' | 'subtle'>;

export interface ListGroup {
  title: string;
  description?: string;
  items: string[];
  action?: Action;
}

/** The blocks a service detail page is composed of, rendered in order. */
export type DetailSection =
  | { kind: 'stats'; heading: string; stats: Stat[] }
  | { kind: 'prose'; heading: string; paragraphs: string[] }
  | { kind: 'cards'; heading: string; intro?: string; items: CardItem[] }
  | { kind: 'checklist'; heading: string; intro?: string; items: string[] }
  | { kind: 'groups'; heading: string; intro?: string; groups: ListGroup[] }
  | { kind: 'countries'; heading: string; intro?: string; countries: Country[] }
  | { kind: 'process'; heading: string; intro?: string; steps: ProcessStep[] };

export interface DetailSectionsProps {
  /** How the country statuses of a `countries` section read. */
  countryStatuses?: CountryStatuses;
  sections: ReadonlyArray<DetailSection>;
  /** Tone of the first band; the bands then alternate so that neighbours stay distinct. */
  firstTone?: BandTone;
}

/**
 * The body of a service page: each content block in order, as its own band with an h2,
 * drawn with the design-system component that fits its kind.
 *
 * Use it for a service page's content blocks, in the order content gives them. Other pages
 * compose their Sections themselves.
 */
export function DetailSections({ sections, firstTone = 'page', countryStatuses }: DetailSectionsProps) {
  const tones: readonly BandTone[] = firstTone === 'page' ? ['page', 'subtle'] : ['subtle', 'page'];
  return (
    <>
      {sections.map((section, index) => (
        <Section
          key={index}
          heading={section.heading}
          intro={'intro' in section ? section.intro : undefined}
          tone={tones[index % 2]}
        >
          <DetailSectionBody section={section} countryStatuses={countryStatuses} />
        </Section>
      ))}
    </>
  );
}

/** Grid columns for a number of cards: pairs for 2 and 4, rows of four for 8, else threes. */
export function cardColumns(count: number): NonNullable<GridProps['columns']> {
  if (count <= 2 || count === 4) return 2;
  if (count % 4 === 0) return 4;
  return 3;
}

/** Stat bands keep every figure on one row on wide screens. */
const statColumns = (count: number): NonNullable<GridProps['columns']> => (count >= 4 ? 4 : count <= 2 ? 2 : 3);

function DetailSectionBody({ section, countryStatuses }: { section: DetailSection; countryStatuses?: CountryStatuses }) {
  switch (section.kind) {
    case 'stats':
      return (
        <Grid as="ul" columns={statColumns(section.stats.length)}>
          {section.stats.map((stat, index) => (
            <StatCard key={index} as="li" {...stat} />
          ))}
        </Grid>
      );
    case 'prose':
      return (
        <Stack gap="md">
          {section.paragraphs.map((paragraph, index) => (
            <Text key={index} size="lg" tone="secondary">
              {paragraph}
            </Text>
          ))}
        </Stack>
      );
    case 'cards':
      return <CardGrid items={section.items} columns={cardColumns(section.items.length)} />;
    case 'checklist':
      return <FeatureList items={section.items} columns={section.items.length > 4 ? 2 : 1} />;
    case 'groups':
      return <ListGroupGrid groups={section.groups} />;
    case 'countries':
      return <CountryList countries={section.countries} statuses={countryStatuses} />;
    case 'process':
      return <ProcessSteps steps={section.steps} />;
  }
}

/** Titled lists (requirements, product categories), each with an optional next step. */
function ListGroupGrid({ groups }: { groups: ReadonlyArray<ListGroup> }) {
  return (
    <Grid as="ul" columns={cardColumns(groups.length)}>
      {groups.map((group, index) => (
        <Card
          key={index}
          as="li"
          title={group.title}
          footer={group.action && <ActionButton action={group.action} defaultVariant="secondary" size="sm" />}
        >
          {group.description && <p>{group.description}</p>}
          <FeatureList items={group.items} />
        </Card>
      ))}
    </Grid>
  );
}
