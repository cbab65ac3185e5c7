import { ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { SiteContactFormIsland } from '../components/ContactForm';
import { ContactInfoList } from '../components/ContactInfoList';
import { Heading } from '../components/Heading';
import { Hero } from '../components/Hero';
import { IconList } from '../components/IconList';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { SplitLayout } from '../components/SplitLayout';
import { Stack } from '../components/Stack';
import { contact } from '../content/en/contact';
import type { PageProps } from './types';

export default function ContactPage({ path }: PageProps) {
  const { emergency, why } = contact;
  return (
    <>
      <PageMeta {...contact.meta} path={path} />
      <Hero {...contact.hero} />
      <Section heading={contact.info.heading} intro={contact.info.intro} tone="subtle">
        <ContactInfoList items={contact.info.items} />
      </Section>
      <Section>
        <SplitLayout
          main={<SiteContactFormIsland />}
          side={
            <>
              <Stack gap="lg">
                <Heading level={2} size="lg">
                  {why.heading}
                </Heading>
                <IconList items={why.items} />
              </Stack>
              <Card
                tone="brandSubtle"
                icon="phone"
                title={emergency.heading}
                headingLevel={2}
                meta={emergency.availability}
                footer={
                  <ButtonLink href={emergency.href} variant="primary" icon="phone">
                    {emergency.callLabel}
                  </ButtonLink>
                }
              >
                <p>{emergency.text}</p>
              </Card>
            </>
          }
        />
      </Section>
    </>
  );
}
