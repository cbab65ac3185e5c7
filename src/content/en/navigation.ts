import { type ServiceId, footerServices, servicePath } from '../services/manifest';
import { paths } from '../../routes/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Header links, in the spec's order. */
export const mainNav: NavItem[] = [
  { label: 'Home', href: paths.home },
  { label: 'Services', href: paths.services },
  { label: 'About', href: paths.about },
  { label: 'Resources', href: paths.resources },
  { label: 'News', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
];

/** Each service's name as a link (the footer's column), by service id. */
export const serviceLinkLabels: Record<Exclude<ServiceId, 'regulatory'>, string> = {
  malariaDrugs: 'Malaria Drug Sales',
  trademark: 'Trademark Registration',
  aripo: 'ARIPO Trademarks',
  madrid: 'Madrid Protocol',
  nafdac: 'NAFDAC Registration',
  ghanaFda: 'Ghana FDA Services',
  who: 'WHO Prequalification',
  waho: 'WAHO Certification',
  ama: 'AMA Harmonization',
  ecowas: 'ECOWAS Services',
};

/** Footer service links: the services manifest decides which and in what order. */
export const footerServiceLinks: NavItem[] = /* @__PURE__ */ footerServices.map((service) => ({
  label: serviceLinkLabels[service.id],
  href: servicePath(service.id),
}));

export const footerCompanyLinks: NavItem[] = [
  { label: 'About Us', href: paths.about },
  { label: 'Resources', href: paths.resources },
  { label: 'News', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms of Service', href: paths.terms },
];
