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
import { site } from '../content/site';
import { formatMessage } from '../i18n/format';
import { useContent, useLocale } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import ContactFormIsland from '../site/ContactForm.island';
import { contactFailureTexts } from '../site/contactFailureText';
import { contactFormContent } from '../site/SiteContactForm';
import { pageAddress, pageChatText, WhatsAppButtonLink, whatsappChat } from '../site/WhatsApp';
import type { PageProps } from './types';

export default function ContactPage({ path }: PageProps) {
  const content = useContent();
  const locale = useLocale();
  const { contact, whatsapp, messages } = content;
  const { emergency, why } = contact;
  // A chat beside e-mail and phone, while the company has a WhatsApp number.
  const chat = whatsappChat(pageChatText(whatsapp, locale, path));
  const ways = chat
    ? contact.info.items.flatMap((item) =>
        item.icon === 'phone'
          ? [item, { icon: 'whatsapp' as const, title: whatsapp.card.title, value: site.whatsapp ?? '', href: chat, newTab: messages.opensInNewTab, note: whatsapp.card.note }]
          : [item],
      )
    : contact.info.items;
  return (
    <>
      <PageMeta {...contact.meta} path={path} />
      <Hero {...contact.hero} />
      <Section heading={contact.info.heading} intro={contact.info.intro} tone="subtle">
        <ContactInfoList items={ways} />
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
                  <Stack direction="row" gap="sm">
                    <ButtonLink href={emergency.href} variant="primary" icon="phone">
                      {keepTogether(emergency.callLabel, emergency.phone)}
                    </ButtonLink>
                    <WhatsAppButtonLink text={formatMessage(whatsapp.texts.urgent, { url: pageAddress(locale, path) })} />
                  </Stack>
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
