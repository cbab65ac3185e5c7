import { site } from '../site';
import type { AboutContent } from '../types';
import { office } from './office';

export const about: AboutContent = {
  meta: {
    title: `Sobre nós | ${site.shortName}`,
    description: `Fundada em Acra em ${site.founded}, a ${site.shortName} fornece antipalúdicos e competência regulamentar a governos e parceiros em 12 países africanos.`,
  },
  hero: {
    eyebrow: 'Sobre nós',
    title: 'Um parceiro da África Ocidental para medicamentos e regulamentação',
    lead: `Desde ${site.founded}, a ${site.name} ajuda governos, instituições de saúde e fabricantes a fazer chegar medicamentos de qualidade a quem deles precisa e a mantê-los legalmente no mercado.`,
  },
  story: {
    heading: 'A nossa história',
    paragraphs: [
      `A ${site.shortName} foi fundada em ${office.city} em ${site.founded} com uma convicção simples: o acesso a medicamentos de qualidade na África Ocidental depende tanto de uma regulamentação sólida e de um abastecimento fiável como dos próprios medicamentos. Os nossos fundadores tinham visto tratamentos atrasados por dossiers incompletos, processos de aquisição pouco claros e uma distribuição frágil, e decidiram colmatar essas lacunas.`,
      'Começámos por fornecer medicamentos antipalúdicos a programas de saúde pública no Gana, trabalhando apenas com fabricantes cujos produtos cumpriam as normas da Organização Mundial da Saúde (OMS). À medida que os nossos clientes nos pediam ajuda para registar produtos e cumprir os requisitos das autoridades nacionais e regionais, criámos uma área regulamentar dedicada, a par da nossa atividade de fornecimento.',
      'Nos anos seguintes, alargámos os nossos serviços à proteção de marcas através dos institutos nacionais, da Organização Regional Africana da Propriedade Intelectual (ARIPO) e do Sistema de Madrid, bem como ao trabalho de conformidade junto das autoridades de toda a região. Até à data, executámos mais de 500 contratos públicos e trabalhamos atualmente com mais de 50 parceiros farmacêuticos em 12 países africanos.',
      'A nossa equipa reúne farmacêuticos, especialistas em assuntos regulamentares, profissionais da propriedade intelectual e especialistas da cadeia de abastecimento. O que os une é o compromisso com um trabalho rigoroso e documentado, porque, em saúde pública, o custo de um erro mede-se em vidas.',
    ],
  },
  values: {
    heading: 'Os nossos valores',
    intro: 'Quatro princípios orientam a forma como trabalhamos com clientes, autoridades e parceiros.',
    items: [
      {
        title: 'Excelência',
        description:
          'Pautamo-nos pelos padrões das autoridades com que trabalhamos: documentação completa, qualidade verificada e um trabalho capaz de resistir a uma inspeção.',
        icon: 'award',
      },
      {
        title: 'Parceria',
        description:
          'Construímos relações de longo prazo com ministérios, programas e fabricantes, assentes na transparência, na fiabilidade e na responsabilidade partilhada pelos resultados.',
        icon: 'handshake',
      },
      {
        title: 'Inovação',
        description:
          'Adotamos melhores ferramentas e métodos, desde sistemas de submissão digital até um melhor acompanhamento do abastecimento, sempre que tornam o nosso trabalho mais rápido, mais seguro ou mais claro.',
        icon: 'lightbulb',
      },
      {
        title: 'Alcance pan-africano',
        description:
          'Trabalhamos para além das fronteiras e dos sistemas regulamentares, apoiando a harmonização regional para que os medicamentos de qualidade cheguem aos doentes em todo o continente.',
        icon: 'globe',
      },
    ],
  },
  timeline: {
    heading: 'O nosso percurso',
    intro: `Marcos desde a nossa fundação em ${office.city}.`,
    entries: [
      {
        year: '2009',
        event: `Fundação em ${office.city}`,
        description: 'A empresa foi criada para fornecer medicamentos antipalúdicos de qualidade a programas de saúde pública no Gana.',
      },
      {
        year: '2012',
        event: 'Primeira certificação da OOAS',
        description: 'Obtivemos a nossa primeira certificação segundo os requisitos da Organização Oeste Africana da Saúde (OOAS), lançando as bases da nossa área regulamentar regional.',
      },
      {
        year: '2015',
        event: 'Serviços de marcas ARIPO',
        description: 'Começámos a apresentar e a gerir pedidos de registo de marcas junto da ARIPO para titulares de marcas farmacêuticas.',
      },
      {
        year: '2018',
        event: 'Serviços do Protocolo de Madrid',
        description: 'Acrescentámos o registo internacional de marcas ao abrigo do Protocolo de Madrid, administrado pela Organização Mundial da Propriedade Intelectual (OMPI).',
      },
      {
        year: '2020',
        event: 'Mais de 500 contratos públicos',
        description: 'Ultrapassámos os 500 contratos públicos executados para ministérios da saúde e programas de saúde pública em toda a região.',
      },
      {
        year: '2023',
        event: 'Rede pan-africana de conformidade',
        description: 'Criámos uma rede de parceiros regulamentares em todo o continente para apoiar os clientes à medida que avança a harmonização regulamentar africana.',
      },
    ],
  },
  cta: {
    heading: 'Colabore connosco',
    text: 'Saiba mais sobre os nossos serviços ou fale com a nossa equipa sobre as suas necessidades de aquisição, de registo ou de marcas.',
    actions: [
      { label: 'Os nossos serviços', href: '/services', variant: 'primary' },
      { label: 'Contacte-nos', href: '/contact', variant: 'outline' },
    ],
  },
};
