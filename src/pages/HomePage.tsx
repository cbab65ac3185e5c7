import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { Hero } from '../components/Hero';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { Grid } from '../components/Stack';
import { StatCard } from '../components/StatCard';
import { home } from '../content/en/home';
import type { PageProps } from './types';

export default function HomePage({ path }: PageProps) {
  return (
    <>
      <PageMeta {...home.meta} path={path} />
      <Hero {...home.hero} />
      <Section heading={home.stats.heading} intro={home.stats.intro} tone="subtle">
        <Grid as="ul" columns={4} dense>
          {home.stats.items.map((stat) => (
            <StatCard key={stat.label} as="li" {...stat} />
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
