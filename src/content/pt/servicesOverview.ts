import { site } from '../site';
import type { ServicesOverviewContent } from '../types';

export const servicesOverview: ServicesOverviewContent = {
  meta: {
    title: `Os nossos serviços | ${site.shortName}`,
    description:
      'Fornecimento de antipalúdicos, registo de marcas e conformidade regulamentar junto da OOAS, NAFDAC, FDA do Gana, OMS, AMA e CEDEAO, por uma só equipa em Acra.',
  },
  hero: {
    eyebrow: 'Os nossos serviços',
    title: 'Medicamentos, marcas e conformidade regulamentar',
    lead: `A ${site.shortName} apoia governos, instituições de saúde, fabricantes e titulares de marcas no fornecimento de medicamentos de qualidade e na obtenção dos registos e aprovações que lhes permitem chegar aos doentes.`,
    actions: [{ label: 'Pedir orçamento', href: '/contact', variant: 'primary' }],
  },
  core: {
    heading: 'Serviços principais',
    intro: 'As duas áreas sobre as quais construímos a nossa atividade.',
  },
  regulatory: {
    heading: 'Conformidade regulamentar',
    intro: 'Preparamos, submetemos e acompanhamos registos e trabalho de conformidade junto dos organismos nacionais, regionais e internacionais que regulam os medicamentos em África.',
  },
  serviceCards: {
    malariaDrugs: {
      title: 'Venda de antipalúdicos',
      description:
        'Fornecimento de medicamentos antipalúdicos pré-qualificados pela Organização Mundial da Saúde (OMS) ou aprovados por uma autoridade reguladora rigorosa, a ministérios da saúde, programas nacionais de luta contra o paludismo, ONG e unidades de saúde, para encomendas pontuais, compras de grande volume e contratos públicos plurianuais.',
      icon: 'pill',
      features: [
        'Terapêuticas combinadas à base de artemisinina (TCA)',
        'Injetáveis para o paludismo grave, incluindo o artesunato injetável',
        'Medicamentos para o tratamento preventivo na gravidez e a quimioprevenção do paludismo sazonal (QPS)',
        'Formulações pediátricas, incluindo comprimidos dispersíveis',
        'Fornecimento em grande volume e contratos de concursos públicos',
        'Armazenamento a temperatura controlada e distribuição documentada',
      ],
    },
    trademark: {
      title: 'Registo de marcas',
      description:
        'Proteção de marcas farmacêuticas e de consumo em África e no resto do mundo, desde as pesquisas de anterioridades até ao registo, à renovação e à defesa dos direitos.',
      icon: 'stamp',
      features: [
        'Pesquisas de anterioridades antes do pedido',
        'Pedidos nacionais de registo de marcas no Gana e noutros países africanos',
        'Pedidos regionais através da Organização Regional Africana da Propriedade Intelectual (ARIPO)',
        'Registo internacional ao abrigo do Protocolo de Madrid',
        'Oposições, renovações e averbamentos de alterações',
        'Vigilância de carteiras e de marcas de terceiros',
      ],
    },
    waho: {
      title: 'OOAS',
      description:
        'Apoio junto da Organização Oeste Africana da Saúde (OOAS), a agência de saúde da Comunidade Económica dos Estados da África Ocidental (CEDEAO), sediada em Bobo-Dioulasso, que coordena a harmonização regional da regulamentação dos medicamentos.',
      icon: 'network',
    },
    nafdac: {
      title: 'NAFDAC',
      description:
        'Registo de produtos e conformidade junto da National Agency for Food and Drug Administration and Control (NAFDAC) da Nigéria, desde a preparação do dossier até à aprovação.',
      icon: 'fileCheck',
    },
    ghanaFda: {
      title: 'FDA do Gana',
      description:
        'Registo, licenciamento e conformidade junto da Food and Drugs Authority (FDA) do Gana, ao abrigo da Lei de Saúde Pública de 2012 (Public Health Act, 2012, Act 851).',
      icon: 'shieldCheck',
    },
    who: {
      title: 'OMS',
      description:
        'Acompanhamento no processo de pré-qualificação de medicamentos da OMS, a norma de qualidade em que se baseiam as agências internacionais de aprovisionamento e os doadores.',
      icon: 'badgeCheck',
    },
    ama: {
      title: 'AMA',
      description:
        'Preparação para a Agência Africana de Medicamentos (AMA), o organismo da União Africana (UA) criado para reforçar e harmonizar a regulamentação dos medicamentos em todo o continente.',
      icon: 'globe',
    },
    ecowas: {
      title: 'CEDEAO',
      description:
        'Apoio regulamentar e de acesso ao mercado em toda a Comunidade Económica dos Estados da África Ocidental, fundada em 1975 para promover a integração regional.',
      icon: 'landmark',
    },
  },
  learnMore: 'Saber mais',
  additional: {
    heading: 'Serviços complementares',
    intro: 'Apoio especializado que complementa o nosso trabalho de fornecimento, de marcas e de registo.',
    items: [
      {
        title: 'Consultoria farmacêutica',
        description:
          'Aconselhamento sobre entrada no mercado, carteira de produtos e estratégia regulamentar para fabricantes e distribuidores que pretendam entrar ou expandir-se na África Ocidental.',
        icon: 'briefcase',
      },
      {
        title: 'Auditoria de conformidade regulamentar',
        description:
          'Análise independente de licenças, registos, rotulagem e procedimentos face aos requisitos regulamentares em vigor, com um plano claro para colmatar eventuais lacunas.',
        icon: 'search',
      },
      {
        title: 'Preparação de concursos públicos',
        description:
          'Preparação de propostas completas e conformes para a aquisição pública de medicamentos, desde os documentos de habilitação até às propostas técnicas e financeiras.',
        icon: 'clipboard',
      },
      {
        title: 'Documentação de garantia da qualidade',
        description:
          'Preparação e revisão da documentação de qualidade, incluindo procedimentos operacionais normalizados, especificações de produtos e registos de lote.',
        icon: 'fileText',
      },
      {
        title: 'Otimização da cadeia de abastecimento',
        description:
          'Avaliação das práticas de armazenamento, transporte e distribuição para reduzir ruturas de stock, perdas e atrasos, preservando a qualidade dos produtos.',
        icon: 'truck',
      },
      {
        title: 'Programas de formação regulamentar',
        description:
          'Formação prática para equipas regulamentares, de qualidade e de aprovisionamento sobre a preparação de dossiers, as boas práticas de distribuição e os requisitos regionais em vigor.',
        icon: 'graduationCap',
      },
    ],
  },
  cta: {
    heading: 'Peça um orçamento',
    text: 'Diga-nos do que necessita, seja um fornecimento de medicamentos, um registo ou um pedido de marca, e a nossa equipa responderá no prazo de 24 horas.',
    actions: [{ label: 'Pedir orçamento', href: '/contact', variant: 'primary' }],
  },
};
