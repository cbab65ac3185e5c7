import { ContactInfoList } from '../components/ContactInfoList';
import { Hero } from '../components/Hero';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import type { PageProps } from './types';

/**
 * Where a message sent without script lands once the contact function has stored it (its
 * 303 answer). Kept out of search indexes: a visitor only reaches it by sending a message.
 */
export default function ContactSentPage({ path }: PageProps) {
  const { sent } = useContent().contact;
  return (
    <>
      <PageMeta {...sent.meta} path={path} noindex />
      <Hero {...sent.hero} />
      <Section heading={sent.next.heading} intro={sent.next.intro}>
        <ProcessSteps steps={sent.next.steps} />
      </Section>
      <Section heading={sent.reach.heading} intro={sent.reach.intro} tone="subtle">
        <ContactInfoList items={sent.reach.items} />
      </Section>
    </>
  );
}
