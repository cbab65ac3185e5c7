import { Footer } from '../components/Footer';
import { footerServices, servicePath } from '../content/services/manifest';
import { site } from '../content/site';
import CopyrightIsland from './Copyright.island';
import { useContent } from './locale';

/** The site's footer: services (in the manifest's order), company pages, contact details. */
export function SiteFooter() {
  const { messages, navigation, office } = useContent();
  const { footer } = messages;
  const serviceLinks = footerServices.map((service) => {
    const label = navigation.serviceLinks[service.id];
    if (!label) throw new Error(`No footer link label for the service "${service.id}"`);
    return { label, href: servicePath(service.id) };
  });
  return (
    <Footer
      brandName={site.name}
      tagline={footer.tagline}
      columns={[
        { title: footer.servicesHeading, items: serviceLinks },
        { title: footer.companyHeading, items: navigation.company },
      ]}
      contact={{ heading: footer.contactHeading, email: site.email, phone: site.phone, phoneHref: site.phoneHref, location: office.location }}
      copyright={<CopyrightIsland template={footer.copyright} />}
    />
  );
}
