import { footerServicePaths, paths } from '../../routes/paths';

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

const serviceLabels: Record<(typeof footerServicePaths)[number], string> = {
  '/services/malaria-drugs': 'Malaria Drug Sales',
  '/services/trademark': 'Trademark Registration',
  '/services/aripo': 'ARIPO Trademarks',
  '/services/madrid': 'Madrid Protocol',
  '/services/nafdac': 'NAFDAC Registration',
  '/services/ghana-fda': 'Ghana FDA Services',
  '/services/who': 'WHO Prequalification',
  '/services/waho': 'WAHO Certification',
  '/services/ama': 'AMA Harmonization',
  '/services/ecowas': 'ECOWAS Services',
};

/** Footer service links: the route list decides which and in what order. */
export const footerServiceLinks: NavItem[] = /* @__PURE__ */ footerServicePaths.map((href) => ({ label: serviceLabels[href], href }));

export const footerCompanyLinks: NavItem[] = [
  { label: 'About Us', href: paths.about },
  { label: 'Resources', href: paths.resources },
  { label: 'News', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms of Service', href: paths.terms },
];
