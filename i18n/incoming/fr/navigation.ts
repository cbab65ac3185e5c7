import { footerServicePaths, paths } from '../../routes/paths';
import type { NavItem } from '../navigation';

export type { NavItem } from '../navigation';

/** Header links, in the spec's order. */
export const mainNav: NavItem[] = [
  { label: 'Accueil', href: paths.home },
  { label: 'Services', href: paths.services },
  { label: 'À propos', href: paths.about },
  { label: 'Ressources', href: paths.resources },
  { label: 'Actualités', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
];

const serviceLabels: Record<(typeof footerServicePaths)[number], string> = {
  '/services/malaria-drugs': "Vente d’antipaludiques",
  '/services/trademark': 'Enregistrement de marques',
  '/services/aripo': 'Marques ARIPO',
  '/services/madrid': 'Protocole de Madrid',
  '/services/nafdac': 'Enregistrement NAFDAC',
  '/services/ghana-fda': 'Services FDA du Ghana',
  '/services/who': "Préqualification de l’OMS",
  '/services/waho': 'Certification OOAS',
  '/services/ama': 'Harmonisation AMA',
  '/services/ecowas': 'Services CEDEAO',
};

/** Footer service links: the route list decides which and in what order. */
export const footerServiceLinks: NavItem[] = /* @__PURE__ */ footerServicePaths.map((href) => ({ label: serviceLabels[href], href }));

export const footerCompanyLinks: NavItem[] = [
  { label: 'À propos', href: paths.about },
  { label: 'Ressources', href: paths.resources },
  { label: 'Actualités', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contact', href: paths.contact },
  { label: 'Politique de confidentialité', href: paths.privacy },
  { label: "Conditions d’utilisation", href: paths.terms },
];
