import { CallToAction } from '../components/CallToAction';
import { FaqGroupIsland } from '../components/FaqGroup';
import { Hero } from '../components/Hero';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { Stack } from '../components/Stack';
import { faqGroups, faqPage } from '../content/en/faq';
import { site } from '../content/site';
import type { Action } from '../content/types';
import { faqPageJsonLd } from '../lib/structuredData';
import type { PageProps } from './types';

const call: Action = { label: faqPage.callLabel, href: site.phoneHref };
const email: Action = { label: faqPage.emailLabel, href: `mailto:${site.email}` };
// Contact Support and Call Us open the page; Schedule a Consultation and Email Us close it.
const heroActions = [...faqPage.contact.actions.slice(0, 1), call];
const closingActions = [...faqPage.contact.actions.slice(1), email];

export default function FaqPage({ path }: PageProps) {
  return (
    <>
      <PageMeta {...faqPage.meta} path={path} jsonLd={[faqPageJsonLd(faqGroups)]} />
      <Hero {...faqPage.hero} actions={heroActions} />
      <Section>
        <Stack gap="2xl">
          {faqGroups.map((group) => (
            <FaqGroupIsland key={group.category} {...group} />
          ))}
        </Stack>
      </Section>
      <CallToAction {...faqPage.contact} actions={closingActions} />
    </>
  );
}
