import { useLocation } from 'wouter';
import { Copyright, Footer, type FooterProps } from '../components/Footer';
import { footerServices, servicePath } from '../content/services/manifest';
import { site } from '../content/site';
import type { SiteContent } from '../content/types';
import type { Locale } from '../i18n/locales';
import { useContent, useLocale } from './locale';
import { pageChatText, whatsappChat } from './WhatsApp';

/**
 * The footer's props from a locale's content: services (in the manifest's order), company
 * pages, contact details, and a WhatsApp chat that names the page (`path`) while the company
 * has a number.
 */
export function siteFooterProps({ messages, navigation, office, whatsapp }: SiteContent, locale: Locale, path: string): FooterProps {
  const { footer } = messages;
  const chat = whatsappChat(pageChatText(whatsapp, locale, path));
  const serviceLinks = footerServices.map((service) => ({ label: navigation.serviceLinks[service.id], href: servicePath(service.id) }));
  return {
    brandName: site.name,
    tagline: footer.tagline,
    columns: [
      { id: 'services', title: footer.servicesHeading, items: serviceLinks },
      { id: 'company', title: footer.companyHeading, items: navigation.company },
    ],
    contact: {
      heading: footer.contactHeading,
      email: site.email,
      phone: site.phone,
      phoneHref: site.phoneHref,
      chat: chat ? { href: chat, label: whatsapp.chat, newTab: messages.opensInNewTab } : undefined,
      location: office.location,
    },
    copyright: <Copyright template={footer.copyright} />,
  };
}

/** The site's footer, filled from the page's content, for the page the router is on. */
export function SiteFooter() {
  const [path] = useLocation();
  return <Footer {...siteFooterProps(useContent(), useLocale(), path)} />;
}
