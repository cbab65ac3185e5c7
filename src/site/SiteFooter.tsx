import { Copyright, Footer, type FooterProps } from '../components/Footer';
import { footerServices, servicePath } from '../content/services/manifest';
import { site } from '../content/site';
import type { SiteContent } from '../content/types';
import { useContent } from './locale';

/** The footer's props from a locale's content: services (in the manifest's order), company pages, contact details. */
export function siteFooterProps({ messages, navigation, office }: SiteContent): FooterProps {
  const { footer } = messages;
  const serviceLinks = footerServices.map((service) => ({ label: navigation.serviceLinks[service.id], href: servicePath(service.id) }));
  return {
    brandName: site.name,
    tagline: footer.tagline,
    columns: [
      { id: 'services', title: footer.servicesHeading, items: serviceLinks },
      { id: 'company', title: footer.companyHeading, items: navigation.company },
    ],
    contact: { heading: footer.contactHeading, email: site.email, phone: site.phone, phoneHref: site.phoneHref, location: office.location },
    copyright: <Copyright template={footer.copyright} />,
  };
}

/** The site's footer, filled from the page's content. */
export function SiteFooter() {
  return <Footer {...siteFooterProps(useContent())} />;
}
