import { footerServicePaths, paths } from '../../routes/paths';
import type { NavItem } from '../navigation';

export type { NavItem } from '../navigation';

/** Header links, in the spec's order. */
export const mainNav: NavItem[] = [
  { label: 'Início', href: paths.home },
  { label: 'Serviços', href: paths.services },
  { label: 'Sobre nós', href: paths.about },
  { label: 'Recursos', href: paths.resources },
  { label: 'Notícias', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contacto', href: paths.contact },
];

const serviceLabels: Record<(typeof footerServicePaths)[number], string> = {
  '/services/malaria-drugs': 'Venda de antipalúdicos',
  '/services/trademark': 'Registo de marcas',
  '/services/aripo': 'Marcas ARIPO',
  '/services/madrid': 'Protocolo de Madrid',
  '/services/nafdac': 'Registo na NAFDAC',
  '/services/ghana-fda': 'FDA do Gana',
  '/services/who': 'Pré-qualificação da OMS',
  '/services/waho': 'Certificação da OOAS',
  '/services/ama': 'Harmonização da AMA',
  '/services/ecowas': 'Serviços CEDEAO',
};

/** Footer service links: the route list decides which and in what order. */
export const footerServiceLinks: NavItem[] = /* @__PURE__ */ footerServicePaths.map((href) => ({ label: serviceLabels[href], href }));

export const footerCompanyLinks: NavItem[] = [
  { label: 'Sobre nós', href: paths.about },
  { label: 'Recursos', href: paths.resources },
  { label: 'Notícias', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contacto', href: paths.contact },
  { label: 'Política de privacidade', href: paths.privacy },
  { label: 'Termos de serviço', href: paths.terms },
];
