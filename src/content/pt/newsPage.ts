import { site } from '../site';
import type { NewsPageContent } from '../types';

export const newsPage: NewsPageContent = {
  meta: {
    title: `Notícias e atualidade | ${site.shortName}`,
    description:
      'Notícias regulamentares, médicas e empresariais da África Ocidental: OOAS, ARIPO, OMS e CEDEAO, marcos da empresa e orientações práticas.',
  },
  feedTitle: `Notícias da ${site.shortName}`,
  hero: {
    eyebrow: 'Sala de imprensa',
    title: 'Notícias e atualidade',
    lead: `A evolução da regulamentação dos medicamentos, da proteção de marcas e do abastecimento em saúde pública na África Ocidental, e as notícias da ${site.shortName}.`,
  },
  featuredLabel: 'Em destaque',
  filterLabel: 'Filtrar artigos por categoria',
  allLabel: 'Todos',
  listHeading: 'Artigos recentes',
  newsletter: {
    heading: 'Mantenha-se informado',
    text: 'As nossas atualizações regulamentares e notícias da empresa, uma vez por mês, por correio eletrónico. Enviar-lhe-emos primeiro uma ligação para confirmar o seu endereço. Pode cancelar a subscrição a qualquer momento, a partir de qualquer uma das nossas mensagens.',
    privacyLink: 'Leia a nossa política de privacidade.',
    placeholder: 'O seu endereço eletrónico',
    buttonLabel: 'Subscrever',
  },
  cta: {
    heading: 'Tem uma pergunta sobre uma alteração regulamentar?',
    text: 'Os nossos especialistas em assuntos regulamentares, jurídicos e de contratação pública podem explicar o que uma evolução significa para os seus produtos e mercados.',
    actions: [{ label: 'Fale com a nossa equipa', href: '/contact', variant: 'primary' }],
  },
};
