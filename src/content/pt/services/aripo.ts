import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/** /services/aripo: ARIPO Trademark Services (PT). Same country choice as the English file. */
export const aripo: ServiceDetail = {
  path: '/services/aripo',
  meta: {
    title: `Serviços de marcas ARIPO | ${site.shortName}`,
    description:
      'Proteção regional de marcas através da ARIPO e do Protocolo de Banjul: pesquisas, pedidos, exame, oposições e renovações em 19 Estados-Membros.',
  },
  hero: {
    eyebrow: 'Proteção regional de marcas',
    title: 'Serviços de marcas ARIPO',
    lead: `A ${site.shortName} apresenta e gere pedidos de registo de marcas junto da Organização Regional Africana da Propriedade Intelectual (ARIPO), para que um único pedido bem preparado possa proteger a sua marca em vários mercados africanos ao mesmo tempo.`,
    actions: [{ label: 'Iniciar pedido ARIPO', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '19', label: 'Estados-Membros da ARIPO abrangidos' },
      { value: '70%', label: 'Poupança potencial nas taxas oficiais face a pedidos nacionais separados' },
      { value: '12 a 18 meses', label: 'Prazo habitual até ao registo' },
      { value: '1976', label: 'Ano de criação da ARIPO' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'O que é a ARIPO?',
      paragraphs: [
        'A Organização Regional Africana da Propriedade Intelectual (ARIPO) é uma organização intergovernamental criada pelo Acordo de Lusaka de 9 de dezembro de 1976. O seu secretariado está sediado em Harare, no Zimbabué, e conta atualmente com 22 Estados-Membros, sobretudo da África Oriental, Austral e Ocidental.',
        'As marcas são registadas ao abrigo do Protocolo de Banjul sobre Marcas, adotado em 1993. Um único pedido, apresentado à ARIPO ou através do instituto de um Estado contratante, designa os Estados em que se pretende obter proteção. Uma vez registada, a marca produz efeitos em cada Estado designado.',
        'Nem todos os Estados-Membros são partes no Protocolo de Banjul, e alguns Estados contratantes ainda não lhe deram pleno efeito na legislação nacional. Por isso, aconselhamos, país a país, quando uma designação ARIPO é o instrumento adequado e quando um pedido nacional oferece uma proteção mais sólida.',
      ],
    },
    {
      kind: 'checklist',
      heading: 'Vantagens da via ARIPO',
      items: [
        'Um único pedido abrange vários países designados',
        'Um único conjunto de taxas pagas à ARIPO, em vez de taxas nacionais separadas',
        'Exame formal centralizado e um único certificado de registo',
        'Registo válido por dez anos, renovável de forma centralizada por novos períodos de dez anos',
        'Alterações de titular, nome ou morada averbadas uma só vez, com efeito em todos os Estados designados',
      ],
    },
    {
      kind: 'cards',
      heading: 'Principais benefícios',
      items: [
        {
          title: 'Eficiência de custos',
          description:
            'Um único pedido e uma única renovação substituem uma série de procedimentos nacionais, o que reduz substancialmente as taxas oficiais e os honorários dos agentes.',
          icon: 'chartBar',
        },
        {
          title: 'Gestão simplificada',
          description:
            'Um número de registo, uma data de renovação e um processo a manter, em vez de um registo separado em cada país.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Alcance regional',
          description:
            'Proteção em vários mercados da África Oriental, Austral e Ocidental a partir de um único pedido, escolhidos de acordo com os seus planos de distribuição.',
          icon: 'map',
        },
        {
          title: 'Acompanhamento local informado',
          description:
            'Quando um instituto designado levanta uma objeção ou a legislação local exige um pedido nacional, a nossa rede de agentes locais atua em seu nome.',
          icon: 'users',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Estados-Membros da ARIPO abrangidos',
      intro:
        'A nossa área ARIPO abrange os 19 Estados-Membros mais antigos indicados abaixo, através de uma designação ARIPO quando o Protocolo de Banjul se aplica e de um pedido nacional quando não se aplica. Para os três membros mais recentes, Maurícia (desde 2020), Seicheles e Cabo Verde (ambos desde 2022), confirmamos caso a caso a via disponível.',
      countries: [
        { name: 'Botsuana' },
        { name: 'Essuatíni' },
        { name: 'Gâmbia' },
        { name: 'Gana' },
        { name: 'Quénia' },
        { name: 'Lesoto' },
        { name: 'Libéria' },
        { name: 'Maláui' },
        { name: 'Moçambique' },
        { name: 'Namíbia' },
        { name: 'Ruanda' },
        { name: 'São Tomé e Príncipe' },
        { name: 'Serra Leoa' },
        { name: 'Somália' },
        { name: 'Sudão' },
        { name: 'Tanzânia' },
        { name: 'Uganda' },
        { name: 'Zâmbia' },
        { name: 'Zimbabué' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços ARIPO',
      items: [
        {
          title: 'Pesquisas de disponibilidade',
          description:
            'Pesquisas no registo da ARIPO e, se necessário, nos registos nacionais, uma vez que uma pesquisa na ARIPO não revela as marcas registadas apenas a nível nacional.',
          icon: 'search',
        },
        {
          title: 'Apresentação do pedido',
          description:
            'Preparação e apresentação do pedido, classificação dos produtos e serviços, escolha dos Estados designados e eventual reivindicação de prioridade.',
          icon: 'fileText',
        },
        {
          title: 'Exame e notificações',
          description:
            'Acompanhamento do exame da ARIPO e dos exames nacionais, e respostas fundamentadas a qualquer recusa emitida por um instituto designado.',
          icon: 'fileCheck',
        },
        {
          title: 'Processos de oposição',
          description:
            'Apresentação e defesa de oposições após a publicação, e aconselhamento sobre acordos ou coexistência quando isso sirva os seus interesses.',
          icon: 'scale',
        },
        {
          title: 'Renovações e averbamentos',
          description:
            'Renovação de registos e averbamento de cessões, licenças e alterações de nome ou morada.',
          icon: 'refresh',
        },
        {
          title: 'Vigilância da carteira',
          description:
            'Vigilância dos novos pedidos apresentados à ARIPO para detetar marcas conflituantes, com alertas atempados que permitem deduzir oposição antes do registo.',
          icon: 'eye',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Calendário do registo ARIPO',
      intro: 'Etapas habituais de um pedido de marca ARIPO. Os prazos efetivos dependem dos institutos designados.',
      steps: [
        {
          title: 'Pesquisa e estratégia',
          description: 'Realizamos pesquisas de disponibilidade e definimos consigo os Estados a designar.',
          timeline: 'Semanas 1 a 2',
        },
        {
          title: 'Apresentação do pedido',
          description:
            'Preparamos e apresentamos o pedido à ARIPO, reivindicando a prioridade de um pedido anterior, se existir.',
          timeline: 'Semanas 3 a 4',
        },
        {
          title: 'Exame formal',
          description:
            'A ARIPO verifica os requisitos formais e notifica o pedido a cada Estado designado.',
          timeline: 'Meses 2 a 4',
        },
        {
          title: 'Exame de fundo',
          description:
            'Cada instituto designado examina o pedido ao abrigo da sua legislação nacional; respondemos a qualquer objeção que levante.',
          timeline: 'Meses 6 a 12',
        },
        {
          title: 'Registo',
          description:
            'Após a publicação e o prazo de oposição, a ARIPO regista a marca e emite o certificado.',
          timeline: 'Meses 12 a 18',
        },
      ],
    },
  ],
  cta: {
    heading: 'Proteja a sua marca nos Estados-Membros da ARIPO',
    text: 'Indique-nos onde vende ou pretende vender. Recomendaremos as designações relevantes e enviaremos uma estimativa clara das taxas e dos prazos.',
    actions: [{ label: 'Iniciar pedido ARIPO', href: '/contact', variant: 'primary' }],
  },
};
