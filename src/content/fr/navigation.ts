import { paths } from '../../routes/paths';
import type { NavigationContent, NavItem } from '../types';
import { headerMessages } from './headerMessages';

/** Each service's name as a link (the footer's column), by service id. */
const serviceLinks: NavigationContent['serviceLinks'] = {
  malariaDrugs: 'Vente d’antipaludiques',
  trademark: 'Enregistrement de marques',
  aripo: 'Marques ARIPO',
  madrid: 'Protocole de Madrid',
  nafdac: 'Enregistrement NAFDAC',
  ghanaFda: 'Services FDA du Ghana',
  who: 'Préqualification de l’OMS',
  waho: 'Certification OOAS',
  ama: 'Harmonisation AMA',
  ecowas: 'Services CEDEAO',
};

/** The footer's company column. */
const footerCompanyLinks: NavItem[] = [
  { label: 'À propos', href: paths.about },
  { label: 'Ressources', href: paths.resources },
  { label: 'Actualités', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
  { label: 'Politique de confidentialité', href: paths.privacy },
  { label: 'Conditions d’utilisation', href: paths.terms },
];

export const navigation: NavigationContent = { main: headerMessages.items, company: footerCompanyLinks, serviceLinks };
