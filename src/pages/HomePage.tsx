import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { Hero } from '../components/Hero';
import { Section } from '../components/Section';
import { Grid } from '../components/Stack';
import { StatCard } from '../components/StatCard';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import type { PageProps } from './types';

export default function HomePage({ path }: PageProps) {
  const { home } = useContent();
  return (
    <>
      <PageMeta {...home.meta} path={path} />
      <Hero {...home.hero} />
      <Section heading={home.stats.heading} intro={home.stats.intro} tone="subtle">
        <Grid as="ul" columns={4} dense>
          {home.stats.items.map((stat, index) => (
            // A fixed list, never reordered: its position is its identity.
            <StatCard key={index} as="li" {...stat} />
          ))}
        </Grid>
      </Section>
      <Section heading={home.services.heading} intro={home.services.intro}>
        <CardGrid items={home.services.items} columns={4} tone="raised" />
      </Section>
      <Section heading={home.approach.heading} intro={home.approach.intro} tone="brandSubtle">
        <CardGrid items={home.approach.items} columns={4} />
      </Section>
      <CallToAction {...home.partnership} />
    </>
  );
}
