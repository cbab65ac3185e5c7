import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/** /services/madrid: Madrid Protocol Services (PT). Same country choice as the English file. */
export const madrid: ServiceDetail = {
  path: '/services/madrid',
  meta: {
    title: `Serviços do Protocolo de Madrid | ${site.shortName}`,
    description:
      'Registo internacional de marcas ao abrigo do Protocolo de Madrid: um pedido via OMPI para mais de 120 países, incluindo os 21 membros africanos que cobrimos.',
  },
  hero: {
    eyebrow: 'Proteção internacional de marcas',
    title: 'Serviços do Protocolo de Madrid',
    lead: `O Sistema de Madrid permite ao titular de uma marca protegê-la em muitos países através de um único pedido internacional. A ${site.shortName} prepara, apresenta e gere pedidos de Madrid para clientes no Gana e em toda a África.`,
    actions: [{ label: 'Iniciar pedido de Madrid', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '120+', label: 'Países abrangidos pelo Sistema de Madrid' },
      { value: '21', label: 'Países membros africanos que cobrimos' },
      { value: '70%', label: 'Poupança potencial face a pedidos nacionais separados' },
      { value: '8 a 15 meses', label: 'Prazo habitual até à proteção' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'O Sistema de Madrid em resumo',
      paragraphs: [
        'O Sistema de Madrid para o registo internacional de marcas é administrado pela Organização Mundial da Propriedade Intelectual (OMPI), em Genebra. Ao abrigo do Protocolo de Madrid de 1989, o titular de uma marca nacional ou regional apresenta um único pedido internacional, numa só língua e com um único conjunto de taxas, e designa os membros em que pretende obter proteção.',
        "O Gana é membro do Protocolo de Madrid, pelo que as empresas estabelecidas no Gana podem apresentar o pedido através do Registrar-General's Department, o serviço ganês de registos, como instituto de origem. Cada instituto designado examina depois a marca ao abrigo da sua própria legislação, e o registo internacional resultante é gerido de forma centralizada através da OMPI.",
      ],
    },
    {
      kind: 'cards',
      heading: 'Principais benefícios',
      items: [
        {
          title: 'Menor custo',
          description:
            'Um único pedido e um único conjunto de taxas, pagas à OMPI em francos suíços, em vez de pedidos nacionais separados com agentes locais em cada país.',
          icon: 'chartBar',
        },
        {
          title: 'Simplicidade',
          description:
            'Um único pedido numa só língua, apresentado através do instituto de origem, em vez de formulários, línguas e procedimentos diferentes em cada país.',
          icon: 'fileCheck',
        },
        {
          title: 'Gestão centralizada',
          description:
            'As renovações, as alterações de titular e as alterações de nome ou morada são inscritas uma só vez, com efeito em todos os membros designados.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Margem para crescer',
          description:
            'É possível acrescentar novos mercados a um registo internacional existente, a qualquer momento, através de uma designação posterior.',
          icon: 'trendingUp',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Países membros africanos que cobrimos',
      intro:
        'Os 21 países africanos membros do Protocolo de Madrid em que apresentamos e acompanhamos designações. A Organização Africana da Propriedade Intelectual (OAPI) é também membro do Sistema de Madrid: a designação da OAPI estende a proteção aos seus 17 Estados-Membros.',
      countries: [
        { name: 'Argélia' },
        { name: 'Botsuana' },
        { name: 'Egito' },
        { name: 'Essuatíni' },
        { name: 'Gâmbia' },
        { name: 'Gana' },
        { name: 'Quénia' },
        { name: 'Lesoto' },
        { name: 'Libéria' },
        { name: 'Madagáscar' },
        { name: 'Maláui' },
        { name: 'Marrocos' },
        { name: 'Moçambique' },
        { name: 'Namíbia' },
        { name: 'Ruanda' },
        { name: 'São Tomé e Príncipe' },
        { name: 'Serra Leoa' },
        { name: 'Sudão' },
        { name: 'Tunísia' },
        { name: 'Zâmbia' },
        { name: 'Zimbabué' },
      ],
    },
    {
      kind: 'process',
      heading: 'Como decorre um pedido de Madrid',
      steps: [
        {
          title: 'Pedido de base',
          description:
            'Um pedido de Madrid tem de assentar num pedido ou registo de marca no instituto de origem. Começamos por apresentar ou confirmar esta marca de base.',
          timeline: 'Pré-requisito',
        },
        {
          title: 'Pedido internacional',
          description:
            'Preparamos o pedido internacional, escolhemos as designações e apresentamo-lo através do instituto de origem, que o certifica e o transmite à OMPI.',
          timeline: 'Mês 1',
        },
        {
          title: 'Exame formal',
          description:
            'A OMPI verifica os requisitos formais e a classificação, inscreve a marca no Registo Internacional e notifica cada instituto designado.',
          timeline: 'Meses 2 a 4',
        },
        {
          title: 'Exame nacional',
          description:
            'Cada instituto designado examina a marca ao abrigo da sua própria legislação, num prazo de 12 ou 18 meses, e pode emitir uma recusa provisória, à qual respondemos através de mandatários locais.',
          timeline: 'Meses 6 a 18',
        },
        {
          title: 'Proteção concedida',
          description:
            'Não subsistindo qualquer recusa, a marca fica protegida em cada membro designado como se ali tivesse sido registada diretamente.',
          timeline: 'Meses 12 a 24',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Características do sistema',
      items: [
        {
          title: 'Um único pedido',
          description: 'Um único pedido, em inglês, francês ou espanhol, abrange todos os membros que designar.',
          icon: 'fileText',
        },
        {
          title: 'Um único conjunto de taxas',
          description: 'Uma taxa de base mais uma taxa por cada designação, pagas uma só vez à OMPI em francos suíços.',
          icon: 'chartBar',
        },
        {
          title: 'Renovação centralizada',
          description: 'O registo internacional é renovado de dez em dez anos através de um único pedido à OMPI.',
          icon: 'refresh',
        },
        {
          title: 'Designações posteriores',
          description: 'É possível acrescentar novos membros a um registo existente à medida que os seus mercados crescem.',
          icon: 'globe',
        },
        {
          title: 'Inscrições centralizadas',
          description: 'As alterações de titular, nome, morada ou mandatário são inscritas uma só vez no Registo Internacional.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Acompanhamento em linha',
          description: 'Todos os registos internacionais podem ser consultados na base de dados pública Madrid Monitor da OMPI.',
          icon: 'eye',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Requisitos de elegibilidade',
      intro: 'Para utilizar o Sistema de Madrid, o requerente tem de cumprir três condições.',
      items: [
        'Registo de base: um pedido ou registo de marca no instituto de origem, no qual assenta o pedido internacional',
        'Vínculo ao país de origem: nacionalidade, domicílio ou estabelecimento industrial ou comercial efetivo e sério num membro do Sistema de Madrid',
        'Marca idêntica: o pedido internacional deve reproduzir a mesma marca que a marca de base, para produtos e serviços abrangidos por esta',
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços Madrid',
      items: [
        {
          title: 'Análise de elegibilidade',
          description: 'Confirmação do seu vínculo a um instituto de origem e da marca de base a utilizar.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Pesquisas de disponibilidade',
          description: 'Pesquisas nos países que pretende designar, antes de qualquer compromisso com as taxas.',
          icon: 'search',
        },
        {
          title: 'Estratégia de designação',
          description: 'Aconselhamento sobre os membros a designar e sobre os casos em que um pedido regional ou nacional é mais vantajoso.',
          icon: 'target',
        },
        {
          title: 'Preparação do pedido',
          description: 'Redação do pedido internacional e de uma lista de produtos e serviços aceitável para a OMPI.',
          icon: 'fileText',
        },
        {
          title: 'Resposta a recusas',
          description: 'Respostas coordenadas às recusas provisórias, através de mandatários locais qualificados.',
          icon: 'scale',
        },
        {
          title: 'Designações posteriores',
          description: 'Extensão de registos internacionais existentes a novos mercados.',
          icon: 'globe',
        },
        {
          title: 'Vigilância da dependência',
          description:
            'Proteção da marca de base durante os cinco anos em que o registo internacional dela depende.',
          icon: 'shieldCheck',
        },
        {
          title: 'Renovações e averbamentos',
          description: 'Renovações decenais e averbamento de cessões, licenças e alterações de dados.',
          icon: 'refresh',
        },
      ],
    },
  ],
  cta: {
    heading: 'Internacionalize a sua marca com um único pedido',
    text: 'Envie-nos a sua marca de base e os mercados pretendidos. Confirmaremos a elegibilidade e prepararemos uma estimativa das taxas da OMPI e das designações.',
    actions: [{ label: 'Iniciar pedido de Madrid', href: '/contact', variant: 'primary' }],
  },
};
