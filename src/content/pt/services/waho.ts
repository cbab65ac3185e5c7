import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/waho: WAHO Certification Services (PT). Keeps the 15 countries of the WAHO
 * region, with the ECOWAS withdrawal of Burkina Faso, Mali and Niger stated in the intro.
 * Hero figures are the spec's (English) figures in Portuguese notation.
 */
export const waho: ServiceDetail = {
  path: '/services/waho',
  meta: {
    title: `Serviços de certificação da OOAS | ${site.shortName}`,
    description:
      'Apoio ao registo regional de medicamentos coordenado pela Organização Oeste Africana da Saúde: dossiers, avaliações conjuntas e preparação para inspeções BPF.',
  },
  hero: {
    eyebrow: 'Harmonização regulamentar na África Ocidental',
    title: 'Serviços de certificação da OOAS',
    lead: `A ${site.shortName} prepara os fabricantes para os procedimentos regionais de registo de medicamentos coordenados pela Organização Oeste Africana da Saúde (OOAS) e acompanha cada produto até à aprovação nacional nos mercados que lhes interessam.`,
    actions: [{ label: 'Iniciar pedido OOAS', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '15', label: 'Países da região da OOAS' },
      { value: '380 M', label: 'Habitantes da região' },
      { value: '98%', label: 'Taxa de êxito dos pedidos' },
      { value: '6 a 8 meses', label: 'Prazo habitual de conclusão' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Sobre a OOAS',
      paragraphs: [
        'A Organização Oeste Africana da Saúde (OOAS) é a instituição especializada em saúde da Comunidade Económica dos Estados da África Ocidental (CEDEAO). Foi criada por um protocolo assinado pelos Chefes de Estado da CEDEAO em 1987 e tem sede em Bobo-Dioulasso, no Burkina Faso.',
        'Através da iniciativa de Harmonização da Regulamentação Farmacêutica da CEDEAO, a OOAS coordena avaliações conjuntas de dossiers de registo pelos reguladores nacionais e promove requisitos técnicos comuns. Um produto aprovado numa avaliação conjunta pode depois ser registado de forma mais previsível pelas autoridades nacionais participantes.',
        'Preparamos os dossiers de acordo com os requisitos regionais, apoiamos os fabricantes durante a avaliação e a inspeção e coordenamos os registos nacionais subsequentes.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços OOAS',
      items: [
        {
          title: 'Preparação de dossiers regionais',
          description:
            'Compilação de dossiers de registo no formato de Documento Técnico Comum (CTD), alinhados com os requisitos harmonizados da CEDEAO.',
          icon: 'fileText',
        },
        {
          title: 'Apoio às avaliações conjuntas',
          description:
            'Gestão das submissões e respostas atempadas e bem documentadas às perguntas dos avaliadores durante a avaliação regional.',
          icon: 'users',
        },
        {
          title: 'Preparação para inspeções de BPF',
          description:
            'Inspeções simuladas e análises de lacunas dos locais de fabrico face às boas práticas de fabrico (BPF) da Organização Mundial da Saúde (OMS).',
          icon: 'factory',
        },
        {
          title: 'Acompanhamento dos registos nacionais',
          description:
            'Coordenação, país a país, dos registos nacionais que se seguem a uma avaliação regional.',
          icon: 'mapPin',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Países da região da OOAS',
      intro:
        'Os 15 países da África Ocidental que integram a região da OOAS. O Burkina Faso, o Mali e o Níger anunciaram a sua saída da CEDEAO em janeiro de 2024, com efeito em janeiro de 2025; continuamos a apoiar registos junto dos reguladores nacionais dos 15 países.',
      countries: [
        { name: 'Benim' },
        { name: 'Burkina Faso' },
        { name: 'Cabo Verde' },
        { name: "Côte d'Ivoire" },
        { name: 'Gâmbia' },
        { name: 'Gana' },
        { name: 'Guiné' },
        { name: 'Guiné-Bissau' },
        { name: 'Libéria' },
        { name: 'Mali' },
        { name: 'Níger' },
        { name: 'Nigéria' },
        { name: 'Senegal' },
        { name: 'Serra Leoa' },
        { name: 'Togo' },
      ],
    },
    {
      kind: 'process',
      heading: 'Processo de certificação',
      intro: 'Calendário habitual de um pedido regional. São os reguladores que determinam o ritmo das fases de avaliação.',
      steps: [
        {
          title: 'Consulta inicial',
          description:
            'Analisamos o seu produto, os registos existentes e os mercados-alvo, e confirmamos a elegibilidade para o procedimento regional.',
          timeline: 'Semanas 1 a 2',
        },
        {
          title: 'Preparação do dossier',
          description:
            'Compilamos ou adaptamos o dossier, colmatamos as lacunas documentais e preparamos os rótulos e os folhetos informativos para cada mercado.',
          timeline: 'Semanas 3 a 8',
        },
        {
          title: 'Submissão',
          description: 'Submetemos o dossier completo e pagamos as taxas através do procedimento aplicável.',
          timeline: 'Semana 9',
        },
        {
          title: 'Avaliação técnica',
          description:
            'Avaliadores dos reguladores participantes analisam os dados de qualidade, segurança e eficácia; respondemos prontamente às suas perguntas.',
          timeline: 'Semanas 10 a 20',
        },
        {
          title: 'Inspeção e esclarecimentos',
          description:
            'Quando necessário, o local de fabrico é inspecionado e as questões pendentes são resolvidas.',
          timeline: 'Semanas 21 a 24',
        },
        {
          title: 'Decisão e registo nacional',
          description:
            'O resultado da avaliação é comunicado e concluímos as etapas de registo nacional em cada país-alvo.',
          timeline: 'Semanas 25 a 28',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Vantagens do registo regional',
      items: [
        {
          title: 'Acesso ao mercado regional',
          description: 'Uma avaliação coordenada abre caminho ao registo em vários mercados da África Ocidental.',
          icon: 'map',
        },
        {
          title: 'Menos duplicação',
          description: 'Um único dossier harmonizado substitui uma série de submissões nacionais em formatos diferentes.',
          icon: 'fileCheck',
        },
        {
          title: 'Prazos mais previsíveis',
          description: 'Os reguladores nacionais podem apoiar-se na avaliação conjunta, o que torna os prazos de aprovação mais fáceis de planear.',
          icon: 'clock',
        },
        {
          title: 'Credibilidade junto dos compradores',
          description: 'Um produto avaliado a nível regional é mais fácil de propor a ministérios da saúde, ONG e concursos públicos.',
          icon: 'award',
        },
        {
          title: 'Normas de qualidade uniformes',
          description: 'Um único conjunto de requisitos de qualidade em todos os mercados simplifica o fabrico e a libertação de lotes.',
          icon: 'shieldCheck',
        },
        {
          title: 'Ponto único de coordenação',
          description: 'Uma só equipa gere as suas submissões, as inspeções e o acompanhamento nacional em toda a região.',
          icon: 'network',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Requisitos',
      intro: 'Antes de uma submissão regional, um produto necessita geralmente de:',
      items: [
        'Um dossier de registo no formato CTD, com dados de qualidade, dados não clínicos e dados clínicos ou de bioequivalência',
        'Um certificado de boas práticas de fabrico (BPF) válido para cada local de fabrico e preparação para a inspeção',
        'Um Certificado de Produto Farmacêutico ou prova de registo no país de origem',
        'Amostras, rótulos e folhetos informativos na língua oficial de cada mercado-alvo',
      ],
    },
    {
      kind: 'checklist',
      heading: 'Serviços de apoio',
      items: [
        'Análise de lacunas de dossiers existentes',
        'Compilação e revisão dos módulos CTD',
        'Planeamento de estudos de bioequivalência',
        'Planeamento de dados de estabilidade para climas quentes e húmidos',
        'Revisão de rótulos e folhetos em inglês, francês e português',
        'Respostas às perguntas dos avaliadores',
        'Representação local em cada mercado-alvo',
        'Alterações e renovações pós-aprovação',
      ],
    },
  ],
  cta: {
    heading: 'Prepare os seus produtos para o registo regional',
    text: 'Indique-nos os produtos e os mercados que tem em vista. Avaliaremos o grau de preparação e proporemos um plano e um calendário realistas.',
    actions: [{ label: 'Iniciar pedido OOAS', href: '/contact', variant: 'primary' }],
  },
};
