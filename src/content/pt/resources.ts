import { site } from '../site';
import type { DownloadableDocument, Guide, ResourcesPageContent, TrainingVideo, Webinar } from '../types';

export const resourcesPage: ResourcesPageContent = {
  meta: {
    title: `Recursos e transferências | ${site.shortName}`,
    description:
      'Guias, listas de verificação, vídeos e webinars gratuitos sobre a regulamentação da OOAS, ARIPO, AMA e CEDEAO, o paludismo e a contratação pública.',
  },
  hero: {
    eyebrow: 'Centro de conhecimento',
    title: 'Recursos e transferências',
    lead: 'Guias práticos, modelos de documentos, vídeos de formação e webinars preparados pelos nossos especialistas regulamentares, jurídicos e médicos, para descarregar e partilhar gratuitamente.',
  },
  guides: {
    heading: 'Relatórios e guias do setor',
    intro: 'Guias aprofundados sobre os quadros regulamentares, jurídicos e de contratação pública que regem os produtos farmacêuticos na África Ocidental e em todo o continente.',
  },
  documents: {
    heading: 'Documentos para descarregar',
    intro: 'Listas de verificação, modelos e documentos de referência para preparar corretamente, à primeira, os pedidos de registo, as remessas importadas e as notificações de segurança.',
  },
  videos: {
    heading: 'Vídeos formativos',
    intro: 'Sessões de formação curtas gravadas pelos nossos especialistas, cada uma com a respetiva transcrição para descarregar.',
  },
  webinars: {
    heading: 'Webinars e eventos',
    intro: 'Sessões em direto sobre temas regulamentares atuais, com tempo para perguntas. As gravações dos eventos anteriores continuam disponíveis.',
  },
  banner: {
    heading: 'Precisa de recursos personalizados?',
    text: 'Preparamos notas informativas à medida, avaliações de mercado e formação interna para fabricantes, distribuidores, programas e organismos públicos. Diga-nos de que precisa a sua equipa.',
    actions: [{ label: 'Pedir recursos personalizados', href: '/contact', variant: 'primary' }],
  },
};

/** Six guides; each becomes a multi-page PDF under /resources/ named after its title. */
export const guides: Guide[] = [
  {
    title: 'Guia de certificação da OOAS 2024',
    fileSlug: 'guia-de-certificacao-da-ooas-2024',
    description:
      'Guia passo a passo dos procedimentos regionais no quadro da Organização Oeste Africana da Saúde (OOAS): elegibilidade, requisitos do dossier, prazos e passagem do resultado regional à autorização nacional.',
    category: 'Regulamentar',
    size: '2,1 MB',
    image: {
      src: '/assets/guides/waho-certification-guide-2024.svg',
      alt: 'Ilustração de capa com o selo de um certificado regional sobre um mapa dos países da região da CEDEAO',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Diretrizes de tratamento do paludismo',
    fileSlug: 'diretrizes-de-tratamento-do-paludismo',
    description:
      'Síntese das recomendações atuais da Organização Mundial da Saúde (OMS) sobre o diagnóstico, o tratamento e a prevenção do paludismo, com notas práticas para o aprovisionamento e o planeamento do abastecimento na África Ocidental.',
    category: 'Médico',
    size: '1,8 MB',
    image: {
      src: '/assets/guides/malaria-treatment-guidelines.svg',
      alt: 'Ilustração de capa com um blister de comprimidos, um teste de diagnóstico rápido e um frasco para injetáveis',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Manual de marcas da ARIPO',
    fileSlug: 'manual-de-marcas-da-aripo',
    description:
      'Manual prático sobre a proteção de marcas através da Organização Regional Africana da Propriedade Intelectual (ARIPO) e do Protocolo de Banjul: história, cobertura, requisitos do pedido, exame, prazos e manutenção.',
    category: 'Jurídico',
    size: '3,2 MB',
    image: {
      src: '/assets/guides/aripo-trademark-handbook.svg',
      alt: 'Ilustração de capa com o símbolo de marca registada sobre um livro e um mapa dos Estados-Membros da ARIPO',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Guia de contratação pública',
    fileSlug: 'guia-de-contratacao-publica',
    description:
      'Como os governos da África Ocidental compram medicamentos: quadros jurídicos, procedimentos de concurso, documentos exigidos, normas de qualidade e conselhos práticos para apresentar propostas conformes.',
    category: 'Contratação pública',
    size: '1,5 MB',
    image: {
      src: '/assets/guides/government-procurement-guide.svg',
      alt: 'Ilustração de capa com um envelope de proposta selado ao lado de um edifício governamental',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Manual de conformidade comercial da CEDEAO',
    fileSlug: 'manual-de-conformidade-comercial-da-cedeao',
    description:
      'Manual para fazer circular produtos farmacêuticos através das fronteiras da Comunidade Económica dos Estados da África Ocidental (CEDEAO): liberalização das trocas, tarifa exterior comum, licenças regulamentares, documentos e ZCLCA.',
    category: 'Comércio',
    size: '2,8 MB',
    image: {
      src: '/assets/guides/ecowas-trade-compliance-manual.svg',
      alt: 'Ilustração de capa com um camião de mercadorias num posto fronteiriço e um mapa da África Ocidental',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Guia de harmonização regulamentar da AMA',
    fileSlug: 'guia-de-harmonizacao-regulamentar-da-ama',
    description:
      'Panorama da Agência Africana de Medicamentos (AMA) e da harmonização continental: história, instituições, procedimentos previstos e como os fabricantes se podem preparar desde já.',
    category: 'Regulamentar',
    size: '3,5 MB',
    image: {
      src: '/assets/guides/ama-regulatory-harmonization-guide.svg',
      alt: 'Ilustração de capa com um mapa de África e autoridades reguladoras ligadas a uma agência central',
      width: 800,
      height: 450,
    },
  },
];

/** Practical documents; each becomes a short PDF under /resources/ named after its title. */
export const documents: DownloadableDocument[] = [
  {
    title: 'Lista de verificação para o registo de produtos',
    fileSlug: 'lista-de-verificacao-para-o-registo-de-produtos',
    description:
      'Lista de verificação dos documentos administrativos e técnicos que a maioria das autoridades reguladoras da África Ocidental exige para o registo de um novo medicamento.',
  },
  {
    title: 'Modelo de estrutura do dossier CTD',
    fileSlug: 'modelo-de-estrutura-do-dossier-ctd',
    description:
      'A estrutura em cinco módulos do Documento Técnico Comum (CTD), com notas sobre o conteúdo de cada módulo e os pontos em que os requisitos da África Ocidental diferem.',
  },
  {
    title: 'Lista de verificação do pedido de licença de importação',
    fileSlug: 'lista-de-verificacao-do-pedido-de-licenca-de-importacao',
    description:
      'O que preparar antes de pedir uma licença de importação de produtos farmacêuticos e os documentos de que cada remessa necessita no ponto de entrada.',
  },
  {
    title: 'Guia do formulário de notificação de farmacovigilância',
    fileSlug: 'guia-do-formulario-de-notificacao-de-farmacovigilancia',
    description:
      'Como preencher uma notificação de reação adversa a um medicamento: informação mínima, o que notificar, prazos de notificação e forma de envio.',
  },
  {
    title: 'Ficha de informação para pedido de marca',
    fileSlug: 'ficha-de-informacao-para-pedido-de-marca',
    description:
      'A informação de que necessitamos para pesquisar e apresentar um pedido de registo de marca pela via nacional, pela ARIPO ou ao abrigo do Protocolo de Madrid.',
  },
  {
    title: 'Perfil da empresa',
    fileSlug: 'perfil-da-empresa',
    description: `Apresentação da ${site.name}: os nossos serviços, o nosso historial, a nossa presença regional e a forma de trabalhar connosco.`,
  },
];

/** Six training videos; the first two are published, the others are in production. */
export const videos: TrainingVideo[] = [
  {
    title: 'Introdução à OOAS e à regulamentação regional dos medicamentos',
    fileSlug: 'introducao-a-ooas-e-a-regulamentacao-regional-dos-medicamentos',
    description:
      'Como funcionam a Organização Oeste Africana da Saúde (OOAS) e o programa de harmonização da CEDEAO, e o que os procedimentos regionais significam para os fabricantes.',
    duration: '15:30',
    category: 'Regulamentar',
    youtubeId: 'M7lc1UVf-VE',
  },
  {
    title: 'Terapêuticas combinadas à base de artemisinina: produtos e qualidade',
    fileSlug: 'terapeuticas-combinadas-a-base-de-artemisinina-produtos-e-qualidade',
    description:
      'As terapêuticas combinadas à base de artemisinina (TCA) recomendadas pela OMS, as suas apresentações e posologias, e o que os compradores devem verificar para garantir a qualidade.',
    duration: '22:45',
    category: 'Médico',
    youtubeId: 'M7lc1UVf-VE',
  },
  {
    title: 'Pesquisa de anterioridades para marcas farmacêuticas',
    fileSlug: 'pesquisa-de-anterioridades-para-marcas-farmaceuticas',
    description:
      'Porquê e como pesquisar antes de apresentar um pedido, e como escolher entre a via nacional, a ARIPO e o Protocolo de Madrid.',
    duration: '18:20',
    category: 'Jurídico',
  },
  {
    title: 'Preparar uma proposta para um concurso público',
    fileSlug: 'preparar-uma-proposta-para-um-concurso-publico',
    description:
      'Um concurso de medicamentos passo a passo, desde a leitura dos documentos até à apresentação atempada de uma proposta conforme.',
    duration: '28:15',
    category: 'Negócios',
  },
  {
    title: 'Elaborar um dossier CTD para as autoridades reguladoras da África Ocidental',
    fileSlug: 'elaborar-um-dossier-ctd-para-as-autoridades-reguladoras-da-africa-ocidental',
    description:
      'Módulo a módulo, como montar um Documento Técnico Comum (CTD) que corresponda às expectativas dos avaliadores regionais e nacionais.',
    duration: '25:10',
    category: 'Regulamentar',
  },
  {
    title: 'Obrigações de farmacovigilância dos titulares de AIM',
    fileSlug: 'obrigacoes-de-farmacovigilancia-dos-titulares-de-aim',
    description:
      'O que os titulares de autorizações de introdução no mercado (AIM) devem fazer para vigiar a segurança dos produtos e notificar as autoridades reguladoras da África Ocidental.',
    duration: '32:40',
    category: 'Regulamentar',
  },
];

/** Three webinars: one upcoming, two recorded. */
export const webinars: Webinar[] = [
  {
    title: 'Preparar-se para a Agência Africana de Medicamentos',
    description:
      'O que a Agência Africana de Medicamentos (AMA) vai mudar para fabricantes e distribuidores, que produtos deverá avaliar primeiro e como preparar desde já os seus dossiers.',
    date: '2024-03-15',
    time: '14:00',
    status: 'upcoming',
    alert:
      'Inscrição no webinar «Preparar-se para a Agência Africana de Medicamentos», a {date}, às {time} GMT: enviaremos a ligação de acesso por correio eletrónico. Segue-se o formulário de contacto, onde poderá confirmar a sua participação.',
  },
  {
    title: 'Proteger marcas farmacêuticas em África: ARIPO, OAPI e Madrid',
    description:
      'Comparação das vias regionais e internacionais de registo de marcas em África, com estratégias práticas de apresentação de pedidos para os titulares de marcas farmacêuticas.',
    date: '2024-02-28',
    time: '15:00',
    status: 'completed',
    alert:
      'A gravação de «Proteger marcas farmacêuticas em África: ARIPO, OAPI e Madrid» vai abrir no leitor de vídeo.',
  },
  {
    title: 'Ganhar concursos públicos de saúde na África Ocidental',
    description:
      'Como os governos e os programas financiados por doadores compram medicamentos, e como os fornecedores podem preparar propostas conformes e competitivas.',
    date: '2024-01-18',
    time: '13:00',
    status: 'completed',
    alert: 'A gravação de «Ganhar concursos públicos de saúde na África Ocidental» vai abrir no leitor de vídeo.',
  },
];
