import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/** /services/ama: African Medicines Regulatory Harmonization (AMA) (PT). */
export const ama: ServiceDetail = {
  path: '/services/ama',
  meta: {
    title: `Harmonização da regulamentação dos medicamentos em África | ${site.shortName}`,
    description:
      'Prepare medicamentos, vacinas e dispositivos médicos para a harmonização da Agência Africana de Medicamentos: avaliação, dossiers e estratégia regional.',
  },
  hero: {
    eyebrow: 'Harmonização continental',
    title: 'Harmonização da regulamentação dos medicamentos em África',
    lead: `A Agência Africana de Medicamentos (AMA) deverá coordenar a regulamentação dos medicamentos em todo o continente. A ${site.shortName} ajuda os fabricantes a alinhar desde já os seus produtos e dossiers com os requisitos africanos harmonizados e a preparar-se para os procedimentos continentais à medida que entram em aplicação.`,
    actions: [
      { label: 'Iniciar harmonização', href: '/contact', variant: 'primary' },
      {
        label: 'Avaliação de preparação',
        href: '/contact',
        variant: 'outline',
        alert:
          'Obrigado por solicitar uma avaliação de preparação para a harmonização. A nossa equipa regulamentar entrará em contacto consigo no prazo de 24 horas para a organizar. Segue-se agora o formulário de contacto.',
      },
    ],
    stats: [
      { value: '55', label: 'Estados-Membros da União Africana' },
      { value: '200+', label: 'Diretrizes e normas harmonizadas que acompanhamos' },
      { value: '1,3 mil milhões', label: 'Habitantes do continente' },
      { value: '6 a 12 meses', label: 'Prazo habitual de avaliação' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Sobre a Agência Africana de Medicamentos',
      paragraphs: [
        'A Agência Africana de Medicamentos (AMA) é uma agência especializada da União Africana (UA). O seu tratado constitutivo foi adotado pela Assembleia da UA em fevereiro de 2019 e entrou em vigor em novembro de 2021; a agência tem sede em Kigali, no Ruanda.',
        'A AMA assenta na iniciativa de Harmonização da Regulamentação dos Medicamentos em África (AMRH), lançada em 2009, que reuniu os reguladores nacionais em programas regionais para acordar requisitos técnicos comuns e partilhar avaliações.',
        'A sua missão é coordenar e reforçar a regulamentação nos Estados-Membros, avaliar determinados produtos prioritários e promover a confiança regulamentar entre reguladores. Ajudamos os fabricantes a cumprir desde já os requisitos harmonizados, para que os seus produtos estejam prontos para os procedimentos continentais.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços de harmonização',
      items: [
        {
          title: 'Avaliação de preparação',
          description:
            'Uma análise estruturada dos seus produtos, dossiers e locais de fabrico face aos requisitos africanos harmonizados, com um plano de ação priorizado.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Harmonização de dossiers',
          description:
            'Conversão e alinhamento dos dossiers existentes com o formato de Documento Técnico Comum (CTD) e com as diretrizes continentais e regionais.',
          icon: 'fileText',
        },
        {
          title: 'Estratégia de vias regionais',
          description:
            'Planeamento, mercado a mercado, das submissões através dos procedimentos regionais de avaliação conjunta e de confiança regulamentar.',
          icon: 'map',
        },
        {
          title: 'Vigilância regulamentar',
          description:
            'Informação regular sobre as novas diretrizes, procedimentos e prazos da AMA e dos organismos regionais que afetam a sua carteira.',
          icon: 'lightbulb',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Categorias de produtos',
      intro: 'Os requisitos variam consoante o tipo de produto. Apoiamos três categorias.',
      groups: [
        {
          title: 'Medicamentos',
          description:
            'Tipos de produtos: medicamentos genéricos e inovadores, substâncias ativas farmacêuticas, medicamentos essenciais e prioritários.',
          items: [
            'Dossier completo no formato de Documento Técnico Comum (CTD)',
            'Comprovativo de boas práticas de fabrico (BPF) para cada local de fabrico',
            'Dados de bioequivalência para os medicamentos genéricos',
            'Dados de estabilidade para as zonas climáticas dos mercados-alvo',
          ],
          action: { label: 'Obter apoio à harmonização', href: '/contact' },
        },
        {
          title: 'Vacinas e produtos biológicos',
          description:
            'Tipos de produtos: vacinas, hemoderivados, bioterapêuticos e biossimilares.',
          items: [
            'Dados de qualidade sobre o processo de fabrico e os respetivos controlos',
            'Dados clínicos de segurança e de imunogenicidade ou eficácia',
            'Disposições de libertação de lotes e dados de estabilidade na cadeia de frio',
            'Plano de farmacovigilância e de gestão do risco',
          ],
          action: { label: 'Obter apoio à harmonização', href: '/contact' },
        },
        {
          title: 'Dispositivos médicos e diagnósticos',
          description:
            'Tipos de produtos: dispositivos médicos, dispositivos para diagnóstico in vitro e equipamento médico.',
          items: [
            'Classificação de risco e lista de verificação dos princípios essenciais',
            'Certificação do sistema de gestão da qualidade, como a ISO 13485',
            'Evidência de desempenho ou de avaliação clínica',
            'Rotulagem e instruções de utilização para cada mercado',
          ],
          action: { label: 'Obter apoio à harmonização', href: '/contact' },
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Áreas de conformidade',
      items: [
        'Boas práticas de fabrico',
        'Dados de qualidade, segurança e eficácia',
        'Bioequivalência e evidência clínica',
        'Requisitos de estabilidade e de zonas climáticas',
        'Rotulagem e informação sobre o produto',
        'Farmacovigilância e notificação de segurança',
        'Boas práticas de distribuição e armazenamento',
        'Alterações e renovações pós-aprovação',
      ],
    },
    {
      kind: 'process',
      heading: 'Processo de harmonização',
      steps: [
        {
          title: 'Avaliação de preparação',
          description: 'Analisamos a sua carteira e a documentação face aos requisitos harmonizados.',
          timeline: 'Semanas 1 a 2',
        },
        {
          title: 'Estratégia e planeamento',
          description: 'Definimos consigo os produtos prioritários, os mercados-alvo, as vias regulamentares e um calendário.',
          timeline: 'Semanas 3 a 4',
        },
        {
          title: 'Plano de correção de lacunas',
          description: 'Identificamos cada lacuna documental ou de dados, quem a resolve e até quando.',
          timeline: 'Semana 5',
        },
        {
          title: 'Alinhamento dos dossiers',
          description: 'Compilamos e alinhamos os dossiers e a documentação de suporte para submissão.',
          timeline: 'Semanas 6 a 12',
        },
        {
          title: 'Submissão e avaliação',
          description: 'Apresentamos os pedidos através dos procedimentos acordados e respondemos às perguntas dos avaliadores.',
          timeline: 'Semanas 13 a 16',
        },
        {
          title: 'Aprovação e manutenção',
          description: 'Acompanhamos as decisões até aos registos nacionais e asseguramos depois a sua manutenção.',
          timeline: 'Semanas 17 a 20',
        },
      ],
    },
  ],
  cta: {
    heading: 'Prepare-se para a regulamentação continental',
    text: 'Comece por uma avaliação de preparação para a harmonização dos seus produtos prioritários. Mostraremos onde se encontra e quais os próximos passos.',
    actions: [{ label: 'Iniciar harmonização', href: '/contact', variant: 'primary' }],
  },
};
