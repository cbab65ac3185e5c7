import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/** /services/who: WHO Prequalification Services (PT). */
export const who: ServiceDetail = {
  path: '/services/who',
  meta: {
    title: `Serviços de pré-qualificação da OMS | ${site.shortName}`,
    description:
      'Apoio na pré-qualificação da OMS de medicamentos, vacinas, diagnósticos e produtos de controlo de vetores, da análise de elegibilidade à manutenção na lista.',
  },
  hero: {
    eyebrow: 'Normas mundiais de qualidade',
    title: 'Serviços de pré-qualificação da OMS',
    lead: `A pré-qualificação da Organização Mundial da Saúde (OMS) confirma que um produto de saúde cumpre as normas internacionais de qualidade, segurança e eficácia, e abre as portas às aquisições das agências das Nações Unidas e dos financiadores mundiais da saúde. A ${site.shortName} acompanha os fabricantes em todas as etapas.`,
    actions: [{ label: 'Iniciar pré-qualificação', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '3+ mil milhões USD', label: 'Aquisições internacionais anuais que dependem da pré-qualificação' },
      { value: '194', label: 'Estados-Membros da OMS' },
      { value: '85%', label: 'Taxa de êxito dos clientes' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Sobre a pré-qualificação da OMS',
      paragraphs: [
        'A Organização Mundial da Saúde iniciou a pré-qualificação de medicamentos em 2001, começando pelos tratamentos do VIH/SIDA, do paludismo e da tuberculose. As vacinas são pré-qualificadas desde 1987 e o programa abrange hoje também dispositivos para diagnóstico in vitro, produtos de controlo de vetores e outros produtos de saúde prioritários.',
        'A pré-qualificação compreende a avaliação do dossier do produto, a inspeção dos locais de fabrico e, quando pertinente, dos centros de ensaios clínicos ou de bioequivalência, bem como uma monitorização contínua após a inscrição na lista. As agências das Nações Unidas, os financiadores mundiais da saúde e muitos reguladores nacionais baseiam-se nos seus resultados.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços de pré-qualificação',
      items: [
        {
          title: 'Elegibilidade e análise de lacunas',
          description:
            'Confirmação da elegibilidade do seu produto e análise do dossier e dos locais de fabrico face aos requisitos da OMS.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Preparação do dossier',
          description:
            'Compilação do dossier no formato de Documento Técnico Comum (CTD), incluindo os dados de qualidade e de bioequivalência.',
          icon: 'fileText',
        },
        {
          title: 'Preparação para inspeções',
          description:
            'Inspeções simuladas dos locais de fabrico e dos centros clínicos e de bioequivalência face às boas práticas da OMS.',
          icon: 'microscope',
        },
        {
          title: 'Manutenção após a inscrição',
          description:
            'Gestão de alterações, revisões periódicas e requalificação, para que os produtos pré-qualificados se mantenham na lista.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Programas de pré-qualificação',
      items: [
        {
          title: 'Medicamentos',
          description:
            'Medicamentos acabados e substâncias ativas farmacêuticas para doenças prioritárias, incluindo o VIH, o paludismo, a tuberculose e a saúde reprodutiva.',
          icon: 'pill',
        },
        {
          title: 'Vacinas',
          description: 'Vacinas adquiridas pelas agências das Nações Unidas para os programas nacionais de vacinação.',
          icon: 'syringe',
        },
        {
          title: 'Diagnósticos in vitro',
          description: 'Testes de diagnóstico para doenças prioritárias, avaliados quanto à qualidade, à segurança e ao desempenho.',
          icon: 'flask',
        },
        {
          title: 'Produtos de controlo de vetores',
          description: 'Produtos como mosquiteiros tratados com inseticida e inseticidas para pulverização residual intradomiciliária, utilizados contra os vetores do paludismo.',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Vantagens da pré-qualificação',
      items: [
        {
          title: 'Acesso a concursos internacionais',
          description: 'Os produtos pré-qualificados são elegíveis para aquisição pelas agências das Nações Unidas e pelos financiadores mundiais da saúde.',
          icon: 'briefcase',
        },
        {
          title: 'Registo nacional mais rápido',
          description: 'Muitos reguladores nacionais podem registar produtos pré-qualificados através do procedimento de registo colaborativo da OMS.',
          icon: 'clock',
        },
        {
          title: 'Qualidade reconhecida',
          description: 'A pré-qualificação é um sinal amplamente reconhecido de qualidade, segurança e eficácia.',
          icon: 'award',
        },
        {
          title: 'Posição de mercado reforçada',
          description: 'A inscrição na lista distingue os seus produtos em mercados públicos e privados competitivos.',
          icon: 'trendingUp',
        },
        {
          title: 'Sistemas de qualidade mais sólidos',
          description: 'O processo reforça o fabrico e a gestão da qualidade em todas as suas operações.',
          icon: 'shieldCheck',
        },
        {
          title: 'Impacto na saúde pública',
          description: 'Os seus produtos chegam aos doentes dos países que mais precisam de medicamentos de qualidade garantida.',
          icon: 'heartPulse',
        },
      ],
    },
    {
      kind: 'stats',
      heading: 'Dados principais',
      stats: [
        { value: '500+', label: 'Produtos pré-qualificados' },
        { value: '150+', label: 'Fabricantes com produtos pré-qualificados' },
        { value: '70+', label: 'Países abastecidos através de aquisições internacionais' },
      ],
    },
    {
      kind: 'process',
      heading: 'Processo de pré-qualificação',
      steps: [
        {
          title: 'Verificação da elegibilidade',
          description: 'Confirmamos que o produto está abrangido por um convite à manifestação de interesse ou por uma lista de elegibilidade da OMS em vigor.',
        },
        {
          title: 'Análise de lacunas',
          description: 'Analisamos o seu dossier, os dados e os locais de fabrico face aos requisitos da OMS e planeamos as correções necessárias.',
        },
        {
          title: 'Preparação do dossier',
          description: 'Compilamos o dossier e os dados de suporte, incluindo a evidência de bioequivalência ou clínica.',
        },
        {
          title: 'Submissão e avaliação',
          description: 'Submetemos o dossier e ajudamos a responder de forma rápida e completa às perguntas dos avaliadores.',
        },
        {
          title: 'Inspeção dos locais',
          description: 'A OMS inspeciona os locais de fabrico e, quando pertinente, os centros clínicos ou de bioequivalência; preparamos previamente as suas equipas.',
        },
        {
          title: 'Inscrição na lista e manutenção',
          description: 'Uma vez pré-qualificado, o produto é inscrito na lista pública; gerimos depois as alterações e a requalificação.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Abra caminho às aquisições internacionais',
    text: 'Fale connosco sobre os produtos que pretende pré-qualificar. Avaliaremos a elegibilidade e o grau de preparação, e proporemos um plano.',
    actions: [{ label: 'Comece o seu percurso', href: '/contact', variant: 'primary' }],
  },
};
