import { site } from '../site';
import type { NewsletterContent } from '../types';

/** As páginas do boletim informativo para uma subscrição enviada sem script (o formulário: newsPage, newsMessages). */
export const newsletter: NewsletterContent = {
  subscribed: {
    meta: {
      title: `Consulte o seu correio | ${site.shortName}`,
      description: `Confirme a sua subscrição do boletim informativo da ${site.shortName} com a ligação que lhe enviámos por correio eletrónico.`,
    },
    hero: {
      eyebrow: 'Boletim informativo',
      title: 'Consulte o seu correio',
      lead: 'Enviámos uma ligação para o endereço que indicou. Abra-a no prazo de 48 horas para confirmar a sua subscrição: até lá, não lhe enviaremos nada. Se a mensagem não chegar dentro de alguns minutos, verifique a pasta de spam.',
      actions: [
        { label: 'Voltar às notícias', href: '/news', variant: 'primary' },
        { label: 'Voltar à página inicial', href: '/', variant: 'outline' },
      ],
    },
  },
  confirmed: {
    meta: {
      title: `Subscrição confirmada | ${site.shortName}`,
      description: `O seu endereço consta da lista de distribuição da ${site.shortName}.`,
    },
    hero: {
      eyebrow: 'Boletim informativo',
      title: 'A sua subscrição está confirmada',
      lead: 'Obrigado. As nossas atualizações regulamentares e notícias da empresa chegar-lhe-ão por correio eletrónico, cerca de uma vez por mês. Cada mensagem tem uma ligação para cancelar a subscrição num só clique.',
      actions: [
        { label: 'Voltar às notícias', href: '/news', variant: 'primary' },
        { label: 'Voltar à página inicial', href: '/', variant: 'outline' },
      ],
    },
  },
  unsubscribed: {
    meta: {
      title: `Subscrição cancelada | ${site.shortName}`,
      description: `O seu endereço foi retirado da lista de distribuição da ${site.shortName}.`,
    },
    hero: {
      eyebrow: 'Boletim informativo',
      title: 'A sua subscrição foi cancelada',
      lead: 'Não voltaremos a enviar-lhe o boletim informativo. Se mudar de ideias, pode voltar a subscrever abaixo.',
      actions: [{ label: 'Voltar à página inicial', href: '/', variant: 'outline' }],
    },
  },
  linkInvalid: {
    meta: {
      title: `Ligação expirada | ${site.shortName}`,
      description: 'Esta ligação de confirmação já não é válida.',
    },
    hero: {
      eyebrow: 'Boletim informativo',
      title: 'Esta ligação já não é válida',
      lead: 'Uma ligação de confirmação só pode ser usada uma vez, durante 48 horas, e só a última que enviámos é válida. O seu endereço não foi adicionado. Introduza-o novamente abaixo e enviar-lhe-emos uma nova ligação.',
      actions: [{ label: 'Voltar à página inicial', href: '/', variant: 'outline' }],
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
  mail: {
    subject: 'Confirme a sua subscrição do boletim informativo da {company}',
    greeting: 'Olá,',
    intro: 'Alguém, certamente o próprio, pediu para receber o boletim informativo da {company} no endereço {email}: as nossas atualizações regulamentares e notícias da empresa, cerca de uma vez por mês. Confirme com a ligação abaixo.',
    action: 'Confirmar a minha subscrição',
    expiry: 'A ligação só pode ser usada uma vez e expira dentro de 48 horas.',
    ignore: 'Se não fez este pedido, ignore esta mensagem: o seu endereço não será adicionado e será apagado no prazo de 7 dias.',
    unsubscribeText: 'Pode cancelar a subscrição a qualquer momento:',
    unsubscribe: 'Cancelar a subscrição',
  },
};
