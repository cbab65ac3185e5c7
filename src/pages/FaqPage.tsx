import { CallToAction } from '../components/CallToAction';
import FaqGroupIsland from '../components/FaqGroup/FaqGroup.island';
import { Hero } from '../components/Hero';
import { Section } from '../components/Section';
import { Stack } from '../components/Stack';
import { site } from '../content/site';
import type { Action } from '../content/types';
import { faqPageJsonLd } from '../lib/structuredData';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import type { PageProps } from './types';

export default function FaqPage({ path }: PageProps) {
  const { page: faqPage, groups: faqGroups } = useContent().faq;
  const call: Action = { label: faqPage.callLabel, href: site.phoneHref };
  const email: Action = { label: faqPage.emailLabel, href: `mailto:${site.email}` };
  // Contact Support and Call Us open the page; Schedule a Consultation and Email Us close it.
  const heroActions = [...faqPage.contact.actions.slice(0, 1), call];
  const closingActions = [...faqPage.contact.actions.slice(1), email];
  return (
    <>
      <PageMeta {...faqPage.meta} path={path} jsonLd={[faqPageJsonLd(faqGroups)]} />
      <Hero {...faqPage.hero} actions={heroActions} />
      <Section>
        <Stack gap="2xl">
          {faqGroups.map((group, index) => (
            // A fixed list, never reordered: its position is its identity.
            <FaqGroupIsland key={index} {...group} />
          ))}
        </Stack>
      </Section>
      <CallToAction {...faqPage.contact} actions={closingActions} />
    </>
  );
}
