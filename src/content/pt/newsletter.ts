import { site } from '../site';
import type { NewsletterContent } from '../types';

/** As páginas do boletim informativo para uma subscrição enviada sem script (o formulário: newsPage, newsMessages). */
export const newsletter: NewsletterContent = {
  subscribed: {
    meta: {
      title: `Subscrição efetuada | ${site.shortName}`,
      description: `O seu endereço consta da lista de distribuição da ${site.shortName}: as nossas atualizações regulamentares e notícias da empresa chegar-lhe-ão por correio eletrónico, cerca de uma vez por mês.`,
    },
    hero: {
      eyebrow: 'Boletim informativo',
      title: 'Obrigado pela sua subscrição',
      lead: 'O seu endereço consta da nossa lista de distribuição. As nossas atualizações regulamentares e notícias da empresa chegar-lhe-ão por correio eletrónico, cerca de uma vez por mês. Pode cancelar a subscrição a qualquer momento.',
      actions: [
        { label: 'Voltar às notícias', href: '/news', variant: 'primary' },
        { label: 'Voltar à página inicial', href: '/', variant: 'outline' },
      ],
    },
  },
  notSubscribed: {
    invalid: {
      heading: 'O seu endereço ainda não foi adicionado',
      text: 'Corrija-o abaixo e subscreva novamente.',
    },
    rateLimited: { heading: 'Aguarde antes de subscrever novamente' },
    unavailable: { heading: 'Não foi possível adicionar o seu endereço' },
  },
};
