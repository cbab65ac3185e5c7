import { paths } from '../../routes/paths';
import type { NavigationContent, NavItem } from '../types';
import { headerMessages } from './headerMessages';

/** Each service's name as a link (the footer's column), by service id. */
const serviceLinks: NavigationContent['serviceLinks'] = {
  malariaDrugs: 'Venda de antipalúdicos',
  trademark: 'Registo de marcas',
  aripo: 'Marcas ARIPO',
  madrid: 'Protocolo de Madrid',
  nafdac: 'Registo na NAFDAC',
  ghanaFda: 'FDA do Gana',
  who: 'Pré-qualificação da OMS',
  waho: 'Certificação da OOAS',
  ama: 'Harmonização da AMA',
  ecowas: 'Serviços CEDEAO',
};


/** The footer's company column. */
const footerCompanyLinks: NavItem[] = [
  { label: 'Sobre nós', href: paths.about },
  { label: 'Recursos', href: paths.resources },
  { label: 'Notícias', href: paths.news },
  { label: 'FAQ', href: paths.faq },
  { label: 'Contacto', href: paths.contact },
  { label: 'Política de privacidade', href: paths.privacy },
  { label: 'Termos de serviço', href: paths.terms },
];

export const navigation: NavigationContent = { main: headerMessages.items, company: footerCompanyLinks, serviceLinks };
