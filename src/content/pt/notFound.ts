import { site } from '../site';
import type { NotFoundContent } from '../types';

export const notFound: NotFoundContent = {
  meta: {
    title: `Página não encontrada | ${site.shortName}`,
    description: `Não foi possível encontrar a página solicitada no sítio da ${site.shortName}. Volte à página inicial para conhecer os nossos medicamentos e serviços regulamentares.`,
  },
  code: '404',
  heading: 'Página não encontrada',
  text: 'A página que procura não existe ou foi movida.',
  action: { label: 'Voltar à página inicial', href: '/' },
};
