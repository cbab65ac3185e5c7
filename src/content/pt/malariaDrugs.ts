import { site } from '../site';
import type { MalariaDrugsContent } from '../types';

export const malariaDrugs: MalariaDrugsContent = {
  meta: {
    title: `Venda de antipalúdicos | ${site.shortName}`,
    description:
      'TCA pré-qualificadas pela OMS, injetáveis para o paludismo grave, antipalúdicos preventivos e pediátricos para ministérios, programas e hospitais na África Ocidental.',
  },
  hero: {
    eyebrow: 'Venda de antipalúdicos',
    title: 'Medicamentos antipalúdicos de qualidade para a África Ocidental',
    lead: `A ${site.shortName} fornece a governos, programas de saúde pública e instituições de saúde medicamentos antipalúdicos pré-qualificados pela Organização Mundial da Saúde (OMS) ou aprovados por uma autoridade reguladora rigorosa, para o tratamento, o paludismo grave e a prevenção, com qualidade documentada desde o fabricante até à unidade de saúde.`,
    actions: [{ label: 'Pedir orçamento', href: '/contact', variant: 'primary' }],
  },
  categories: {
    heading: 'Categorias de medicamentos',
    intro: 'Medicamentos recomendados nas diretrizes da OMS para o paludismo, adquiridos a fabricantes pré-qualificados pela OMS ou aprovados pela autoridade nacional competente. A disponibilidade de cada produto e dosagem é confirmada em cada orçamento.',
    items: [
      {
        title: 'Terapêuticas combinadas à base de artemisinina (TCA)',
        description: 'Tratamento de primeira linha do paludismo não complicado por Plasmodium falciparum, que associa um derivado da artemisinina a um medicamento parceiro.',
        icon: 'pill',
        medications: [
          { name: 'Arteméter/Lumefantrina', form: 'Comprimidos de 20 mg/120 mg e de 80 mg/480 mg' },
          { name: 'Artesunato/Amodiaquina', form: 'Comprimidos de dose fixa de 100 mg/270 mg (dosagem para adultos)' },
          { name: 'Di-hidroartemisinina/Piperaquina', form: 'Comprimidos de 40 mg/320 mg' },
          { name: 'Pironaridina/Artesunato', form: 'Comprimidos de 180 mg/60 mg' },
        ],
      },
      {
        title: 'Injetáveis para o paludismo grave',
        description: 'Tratamento parentérico do paludismo grave, sendo o artesunato injetável a primeira escolha recomendada pela OMS para adultos e crianças.',
        icon: 'syringe',
        medications: [
          { name: 'Artesunato para preparação injetável', form: 'Frasco para injetáveis com 60 mg de pó, com solvente de bicarbonato de sódio a 5% e diluente de cloreto de sódio a 0,9% (IV/IM)' },
          { name: 'Artesunato para preparação injetável', form: 'Frascos para injetáveis com 30 mg e 120 mg de pó, com solvente e diluente (IV/IM)' },
          { name: 'Arteméter injetável', form: 'Solução oleosa de 80 mg/mL, ampolas de 1 mL (IM)' },
          { name: 'Dicloridrato de quinina injetável', form: 'Solução de 300 mg/mL, ampolas de 2 mL (perfusão IV/IM)' },
        ],
      },
      {
        title: 'Medicamentos preventivos',
        description: 'Medicamentos para o tratamento preventivo intermitente na gravidez (TPIg), a quimioprevenção do paludismo sazonal (QPS) e a quimioprofilaxia.',
        icon: 'shield',
        medications: [
          { name: 'Sulfadoxina/Pirimetamina (TPIg)', form: 'Comprimidos de 500 mg/25 mg' },
          { name: 'Sulfadoxina/Pirimetamina + Amodiaquina (QPS, crianças dos 12 aos 59 meses)', form: 'Comprimidos dispersíveis em embalagem conjunta: amodiaquina 153 mg + SP 500 mg/25 mg' },
          { name: 'Sulfadoxina/Pirimetamina + Amodiaquina (QPS, lactentes dos 3 aos 11 meses)', form: 'Comprimidos dispersíveis em embalagem conjunta: amodiaquina 76,5 mg + SP 250 mg/12,5 mg' },
          { name: 'Atovaquona/Proguanilo (quimioprofilaxia)', form: 'Comprimidos de 250 mg/100 mg' },
          { name: 'Doxiciclina (quimioprofilaxia)', form: 'Comprimidos de 100 mg' },
        ],
      },
      {
        title: 'Formulações pediátricas',
        description: 'Dosagens e formas farmacêuticas adequadas a lactentes e crianças pequenas, que suportam a maior parte da carga do paludismo em África.',
        icon: 'baby',
        medications: [
          { name: 'Arteméter/Lumefantrina', form: 'Comprimidos dispersíveis de 20 mg/120 mg' },
          { name: 'Artesunato/Amodiaquina', form: 'Comprimidos de 25 mg/67,5 mg (lactentes) e de 50 mg/135 mg (crianças)' },
          { name: 'Di-hidroartemisinina/Piperaquina', form: 'Comprimidos de 20 mg/160 mg (dosagem pediátrica)' },
          { name: 'Pironaridina/Artesunato', form: 'Granulado para suspensão oral de 60 mg/20 mg, em saquetas' },
          { name: 'Artesunato retal', form: 'Cápsulas retais (supositórios) de 100 mg para o tratamento pré-referência de crianças com menos de 6 anos' },
        ],
      },
    ],
  },
  quality: {
    heading: 'Garantia da qualidade',
    intro: 'Cada remessa é tratada de modo a que o medicamento que o doente recebe seja o medicamento que o fabricante libertou.',
    items: [
      {
        title: 'Pré-qualificação da OMS',
        description:
          'Adquirimos a fabricantes cujos produtos são pré-qualificados pela OMS ou aprovados pela autoridade reguladora nacional competente, e verificamos a situação do registo em cada país de destino.',
        icon: 'badgeCheck',
      },
      {
        title: 'Gestão da cadeia de frio',
        description:
          'Os produtos são armazenados e transportados nas condições de temperatura indicadas pelo fabricante na rotulagem, com monitorização contínua da temperatura e registos para cada envio.',
        icon: 'thermometer',
      },
      {
        title: 'Ensaios de qualidade',
        description:
          'Os certificados de análise são verificados para cada lote, as remessas são inspecionadas à receção e são enviadas amostras para ensaios laboratoriais independentes quando necessário.',
        icon: 'flask',
      },
      {
        title: 'Distribuição fiável',
        description:
          'Logística planeada, rastreabilidade total dos lotes e calendários de entrega claros, que se traduzem na entrega dentro do prazo de 95% das nossas encomendas.',
        icon: 'truck',
      },
    ],
  },
  coverage: {
    heading: 'Cobertura geográfica',
    intro: 'Fornecemos atualmente medicamentos antipalúdicos em seis países da África Ocidental.',
    countries: [
      { name: 'Gana', capital: 'Acra', status: 'active' },
      { name: 'Nigéria', capital: 'Abuja', status: 'active' },
      { name: 'Burkina Faso', capital: 'Ouagadougou', status: 'active' },
      { name: "Côte d'Ivoire", capital: 'Yamoussoukro', status: 'active' },
      { name: 'Mali', capital: 'Bamako', status: 'expanding' },
      { name: 'Senegal', capital: 'Dakar', status: 'expanding' },
    ],
  },
  clients: {
    heading: 'Quem servimos',
    intro: 'Trabalhamos com compradores públicos e privados de medicamentos antipalúdicos.',
    items: [
      'Ministérios da Saúde',
      'Programas nacionais de controlo e eliminação do paludismo',
      'Centrais de abastecimento de medicamentos e agências públicas de aprovisionamento',
      'Agências internacionais de aprovisionamento e parceiros de desenvolvimento',
      'ONG e redes de saúde confessionais',
      'Hospitais públicos e privados',
      'Centros de saúde e clínicas',
      'Farmácias e grossistas licenciados',
    ],
  },
  stats: {
    heading: 'O nosso historial',
    items: [
      { value: '500+', label: 'Contratos' },
      { value: '12', label: 'Países' },
      { value: '95%', label: 'Entregas no prazo' },
      { value: '15+', label: 'Anos' },
    ],
  },
  catalog: {
    title: 'Catálogo de medicamentos antipalúdicos',
    fileSlug: 'catalogo-de-medicamentos-antipaludicos',
    heading: 'Catálogo de produtos',
    intro: 'O nosso catálogo apresenta, por categoria, os medicamentos antipalúdicos que fornecemos, com as respetivas dosagens e formas farmacêuticas. Consulte-o em linha ou descarregue-o em PDF.',
    viewLabel: 'Ver catálogo',
    downloadLabel: 'Descarregar catálogo',
  },
  cta: {
    heading: 'Peça um orçamento',
    text: 'Indique-nos os medicamentos, as quantidades e o destino de entrega pretendidos. A nossa equipa enviará um orçamento no prazo de 24 horas.',
    actions: [{ label: 'Pedir orçamento', href: '/contact', variant: 'primary' }],
  },
};
