import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/regulatory: Regulatory Compliance Services (PT). As in English, the WAHO
 * and ECOWAS cards count the countries of each region (15), not members (see the English module).
 */
export const regulatory: ServiceDetail = {
  path: '/services/regulatory',
  meta: {
    title: `Serviços de conformidade regulamentar | ${site.shortName}`,
    description:
      'Consultoria em conformidade regulamentar de medicamentos e produtos de saúde em África, junto da OOAS, da AMA, da CEDEAO e dos reguladores nacionais.',
  },
  hero: {
    eyebrow: 'Conformidade regulamentar',
    title: 'Serviços de conformidade regulamentar',
    lead: `A ${site.shortName} orienta fabricantes, importadores e instituições públicas nas regras regionais e nacionais que regem os medicamentos e os produtos de saúde em África, desde a primeira análise de lacunas até à conformidade contínua após a aprovação.`,
    actions: [{ label: 'Avaliação de conformidade', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '98%', label: 'Taxa de aprovação' },
      { value: '12', label: 'Países africanos servidos' },
      { value: '50+', label: 'Entidades reguladoras com que trabalhamos' },
      { value: '15+', label: 'Anos de experiência regulamentar' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Organismos regulamentares regionais',
      intro:
        'Os organismos regionais definem os quadros harmonizados que os reguladores nacionais aplicam. Trabalhamos com cada um deles em nome dos nossos clientes.',
      items: [
        {
          title: 'OOAS',
          description:
            'A Organização Oeste Africana da Saúde (OOAS), agência de saúde da Comunidade Económica dos Estados da África Ocidental (CEDEAO), coordena a harmonização da regulamentação farmacêutica na África Ocidental.',
          icon: 'heartPulse',
          meta: '15 países',
          features: [
            'Preparação de dossiers regionais',
            'Apoio às avaliações conjuntas',
            'Preparação para inspeções de boas práticas de fabrico (BPF)',
            'Acompanhamento dos registos nacionais',
          ],
        },
        {
          title: 'AMA',
          description:
            'A Agência Africana de Medicamentos (AMA), agência especializada da União Africana (UA), está a construir a coordenação continental da regulamentação dos medicamentos.',
          icon: 'globe',
          meta: 'Âmbito continental',
          features: [
            'Avaliações de preparação para a harmonização',
            'Alinhamento com as diretrizes continentais',
            'Estratégia de vias regionais de confiança regulamentar',
            'Informação e atualizações regulamentares',
          ],
        },
        {
          title: 'CEDEAO',
          description:
            'A CEDEAO define as regras comerciais, aduaneiras e de normalização aplicáveis à circulação de mercadorias na região.',
          icon: 'handshake',
          meta: '15 países da região',
          features: [
            'Planeamento da entrada no mercado',
            'Orientação sobre o Esquema de Liberalização das Trocas Comerciais',
            'Conformidade com normas e rotulagem',
            'Apoio à distribuição transfronteiriça',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Serviços de conformidade',
      items: [
        {
          title: 'Estratégia regulamentar',
          description:
            'Vias, prazos e orçamentos, mercado a mercado, para registar os seus produtos junto dos reguladores regionais e nacionais.',
          icon: 'target',
        },
        {
          title: 'Preparação de dossiers',
          description:
            'Compilação e revisão de dossiers de registo no formato de Documento Técnico Comum (CTD), adaptados a cada autoridade.',
          icon: 'fileText',
        },
        {
          title: 'Auditorias de BPF e de qualidade',
          description:
            'Inspeções simuladas e análises de lacunas face às boas práticas de fabrico da Organização Mundial da Saúde (OMS), com planos de ações corretivas antes da visita do regulador.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Conformidade pós-aprovação',
          description:
            'Alterações, renovações, obrigações de farmacovigilância e atualizações da rotulagem geridas durante toda a vida de cada registo.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Setores que servimos',
      items: [
        'Fabrico farmacêutico',
        'Vacinas e produtos biológicos',
        'Dispositivos médicos e diagnósticos',
        'Medicamentos tradicionais e à base de plantas',
        'Alimentos e suplementos alimentares',
        'Cosméticos e higiene pessoal',
        'Medicamentos veterinários',
        'Importação e distribuição farmacêutica',
      ],
    },
    {
      kind: 'process',
      heading: 'A nossa abordagem',
      steps: [
        {
          title: 'Avaliação',
          description:
            'Analisamos os seus produtos, a documentação e os mercados-alvo, e identificamos as lacunas face a cada requisito aplicável.',
        },
        {
          title: 'Estratégia',
          description:
            'Definimos a via regulamentar, a ordem das submissões, os prazos e o orçamento, e acordamo-los consigo.',
        },
        {
          title: 'Execução',
          description:
            'Preparamos e apresentamos as submissões, coordenamos as inspeções e respondemos às perguntas dos reguladores até à aprovação.',
        },
        {
          title: 'Acompanhamento',
          description:
            'Acompanhamos as alterações regulamentares, as renovações e as obrigações pós-aprovação, e indicamos atempadamente o que é necessário fazer.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Conheça a sua situação antes de submeter',
    text: 'Uma avaliação de conformidade indica o que cada regulador vai exigir dos seus produtos e da sua documentação, e o que é necessário para colmatar as lacunas.',
    actions: [{ label: 'Avaliação de conformidade', href: '/contact', variant: 'primary' }],
  },
};
