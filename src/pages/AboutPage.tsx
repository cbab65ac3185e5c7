import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { Hero } from '../components/Hero';
import { Section } from '../components/Section';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Timeline } from '../components/Timeline';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import type { PageProps } from './types';

export default function AboutPage({ path }: PageProps) {
  const { about } = useContent();
  return (
    <>
      <PageMeta {...about.meta} path={path} />
      <Hero {...about.hero} />
      <Section heading={about.story.heading}>
        <Stack gap="md">
          {about.story.paragraphs.map((paragraph, index) => (
            // A fixed sequence, never reordered: its position is its identity.
            <Text key={index} size="lg" tone="secondary">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Section>
      <Section heading={about.values.heading} intro={about.values.intro} tone="subtle">
        <CardGrid items={about.values.items} columns={4} />
      </Section>
      <Section heading={about.timeline.heading} intro={about.timeline.intro}>
        <Timeline entries={about.timeline.entries} />
      </Section>
      <CallToAction {...about.cta} />
    </>
  );
}
