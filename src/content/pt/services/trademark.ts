import { site } from '../../site';
import type { ServiceDetail } from '../../types';
import { office } from '../office';

/** /services/trademark: Trademark Registration Services (PT). */
export const trademark: ServiceDetail = {
  path: '/services/trademark',
  meta: {
    title: `Serviços de registo de marcas | ${site.shortName}`,
    description: `Registo de marcas em África pela ARIPO, pelo Protocolo de Madrid e pelos institutos nacionais: pesquisas, pedidos, tramitação e renovações, a partir de ${office.city}.`,
  },
  hero: {
    eyebrow: 'Propriedade intelectual',
    title: 'Serviços de registo de marcas',
    lead: `A ${site.shortName} protege marcas farmacêuticas, de saúde e de consumo em toda a África. Escolhemos a via adequada a cada mercado (regional, internacional ou nacional) e gerimos cada pedido, da primeira pesquisa à renovação.`,
    actions: [
      { label: 'Iniciar pedido', href: '/contact', variant: 'primary' },
      { label: 'Consulta gratuita', href: '/contact', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Vias de registo',
      intro:
        'Há três vias para obter proteção registada nos mercados africanos. A maioria das carteiras de marcas combina-as; recomendamos a combinação que confere os direitos mais sólidos para o orçamento disponível.',
      items: [
        {
          title: 'Registo ARIPO',
          description:
            'Um único pedido apresentado à Organização Regional Africana da Propriedade Intelectual (ARIPO) designa os Estados-Membros escolhidos ao abrigo do Protocolo de Banjul sobre Marcas.',
          icon: 'landmark',
          meta: '12 a 18 meses',
          features: [
            'Um só pedido e uma só tabela de taxas para vários países',
            'Exame pela ARIPO e por cada instituto designado',
            'Registo válido por dez anos, renovável de forma centralizada',
          ],
          action: { label: 'Saber mais', href: '/contact' },
        },
        {
          title: 'Protocolo de Madrid',
          description:
            'Um único pedido internacional, apresentado através do instituto de marcas do país de origem e administrado pela Organização Mundial da Propriedade Intelectual (OMPI), estende a proteção aos membros do Sistema de Madrid que designar.',
          icon: 'globe',
          meta: '8 a 15 meses',
          features: [
            'Designações em mais de 120 países',
            'Renovações e alterações inscritas uma só vez, junto da OMPI',
            'Novos países acrescentados mais tarde por designação posterior',
          ],
          action: { label: 'Saber mais', href: '/contact' },
        },
        {
          title: 'Registos nacionais',
          description:
            'Pedidos apresentados diretamente aos institutos nacionais de marcas, para mercados fora dos sistemas regionais, como a Nigéria e a África do Sul, ou quando um direito nacional é mais fácil de fazer valer.',
          icon: 'mapPin',
          meta: '6 a 12 meses',
          features: [
            'Apresentação através de agentes locais acreditados',
            'Tratamento das notificações de exame e das oposições',
            'Alertas de renovação e serviços de vigilância',
          ],
          action: { label: 'Saber mais', href: '/contact' },
        },
      ],
    },
    {
      kind: 'process',
      heading: 'O nosso processo de registo',
      intro: 'Todos os pedidos seguem as mesmas quatro etapas, qualquer que seja a via escolhida.',
      steps: [
        {
          title: 'Pesquisa de anterioridades',
          description:
            'Pesquisamos nos registos pertinentes marcas idênticas e semelhantes, incluindo nomes de medicamentos existentes, e informamos sobre os riscos antes de qualquer compromisso com as taxas oficiais.',
        },
        {
          title: 'Preparação do pedido',
          description:
            'Confirmamos os dados do titular, a representação da marca e as classes de produtos e serviços, e preparamos as procurações e qualquer reivindicação de prioridade.',
        },
        {
          title: 'Apresentação e tramitação',
          description:
            'Apresentamos o pedido pela via escolhida, respondemos aos relatórios de exame e tratamos de qualquer oposição até à aceitação do pedido.',
        },
        {
          title: 'Registo e manutenção',
          description:
            'Recebemos os certificados, registamos na agenda todas as datas de renovação e averbamos as alterações de titular, nome ou morada, para que a proteção nunca caduque.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Porquê registar connosco',
      items: [
        {
          title: 'Um parceiro para toda a África',
          description:
            'Um único interlocutor para pedidos regionais, internacionais e nacionais, com relatórios consolidados de toda a sua carteira.',
          icon: 'globe',
        },
        {
          title: 'Especialização farmacêutica',
          description:
            'Comparamos as marcas propostas com as marcas existentes e com as Denominações Comuns Internacionais (DCI) dos medicamentos, um fundamento frequente de objeção.',
          icon: 'pill',
        },
        {
          title: 'Prazos e custos transparentes',
          description:
            'Antes de qualquer apresentação, recebe por escrito uma estimativa das taxas oficiais, dos honorários e dos prazos previstos para cada país.',
          icon: 'clock',
        },
        {
          title: 'Proteção duradoura',
          description:
            'Acompanhamos por si os prazos de renovação, as exigências de uso e os averbamentos, para que os direitos registados se mantenham válidos e oponíveis.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Países abrangidos',
      intro:
        'Registamos e mantemos marcas nos 19 países seguintes, através da ARIPO, do Protocolo de Madrid, da Organização Africana da Propriedade Intelectual (OAPI) ou do instituto nacional.',
      countries: [
        { name: 'Gana' },
        { name: 'Nigéria' },
        { name: "Côte d'Ivoire" },
        { name: 'Senegal' },
        { name: 'Camarões' },
        { name: 'Libéria' },
        { name: 'Serra Leoa' },
        { name: 'Gâmbia' },
        { name: 'Quénia' },
        { name: 'Tanzânia' },
        { name: 'Uganda' },
        { name: 'Ruanda' },
        { name: 'Zâmbia' },
        { name: 'Zimbabué' },
        { name: 'Botsuana' },
        { name: 'Namíbia' },
        { name: 'África do Sul' },
        { name: 'Egito' },
        { name: 'Marrocos' },
      ],
    },
  ],
  cta: {
    heading: 'Verifique a sua marca antes de a registar',
    text: 'Peça uma pesquisa preliminar de marca gratuita. Indicar-lhe-emos se a sua marca tem probabilidade de estar disponível nos mercados que lhe interessam e qual a via mais adequada.',
    actions: [{ label: 'Pesquisa de marca gratuita', href: '/contact', variant: 'primary' }],
  },
};
