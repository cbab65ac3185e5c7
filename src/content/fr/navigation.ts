import { paths } from '../../routes/paths';
import type { NavigationContent, NavItem } from '../types';

/** Header links, in the spec's order. */
const mainNav: NavItem[] = [
  { label: 'Accueil', href: paths.home },
  { label: 'Services', href: paths.services },
  { label: 'À propos', href: paths.about },
  { label: 'Ressources', href: paths.resources },
  { label: 'Actualités', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
];

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

export const navigation: NavigationContent = { main: mainNav, company: footerCompanyLinks, serviceLinks };
