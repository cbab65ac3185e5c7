import { paths } from '../../routes/paths';
import type { NavigationContent, NavItem } from '../types';
import { headerMessages } from './headerMessages';

/** Each service's name as a link (the footer's column), by service id. */
const serviceLinks: NavigationContent['serviceLinks'] = {
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


/** The footer's company column. */
const footerCompanyLinks: NavItem[] = [
  { label: 'About Us', href: paths.about },
  { label: 'Resources', href: paths.resources },
  { label: 'News', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms of Service', href: paths.terms },
];

export const navigation: NavigationContent = { main: headerMessages.items, company: footerCompanyLinks, serviceLinks };
