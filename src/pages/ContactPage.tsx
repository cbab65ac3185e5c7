import { ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { ContactInfoList } from '../components/ContactInfoList';
import { Heading } from '../components/Heading';
import { Hero } from '../components/Hero';
import { IconList } from '../components/IconList';
import { Section } from '../components/Section';
import { SplitLayout } from '../components/SplitLayout';
import { Stack } from '../components/Stack';
import { keepTogether } from '../components/Text';
import { useContent, useLocale } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import ContactFormIsland from '../site/ContactForm.island';
import { contactFailureTexts } from '../site/contactFailureText';
import { contactFormContent } from '../site/SiteContactForm';
import type { PageProps } from './types';

export default function ContactPage({ path }: PageProps) {
  const content = useContent();
  const locale = useLocale();
  const { contact } = content;
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
          main={<ContactFormIsland content={contactFormContent(content)} failures={contactFailureTexts(content)} locale={locale} />}
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
                    {keepTogether(emergency.callLabel, emergency.phone)}
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
