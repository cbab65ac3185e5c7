import { site } from '../../site';
import type { ServiceDetail } from '../../types';
import { office } from '../office';

/** /services/ghana-fda: Ghana FDA Services (PT). The Authority keeps its English name. */
export const ghanaFda: ServiceDetail = {
  path: '/services/ghana-fda',
  meta: {
    title: `Serviços junto da FDA do Gana | ${site.shortName}`,
    description: `Registo de medicamentos, alimentos, cosméticos e dispositivos na Food and Drugs Authority do Gana, a cargo da nossa equipa regulamentar em ${office.city}.`,
  },
  hero: {
    eyebrow: 'Entrada no mercado ganês',
    title: 'Serviços junto da FDA do Gana',
    lead: `A Food and Drugs Authority (FDA) do Gana tem de registar os medicamentos, alimentos, cosméticos, dispositivos médicos e outros produtos regulamentados antes de estes serem vendidos no Gana. A partir do nosso escritório em ${office.city}, a ${site.shortName} prepara e acompanha os seus pedidos junto da FDA do Gana.`,
    actions: [{ label: 'Iniciar registo', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '32 M', label: 'Habitantes no mercado ganês' },
      { value: '95%', label: 'Taxa de aprovação' },
      { value: '60 dias', label: 'Prazo médio de tramitação' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Sobre a Food and Drugs Authority do Gana',
      paragraphs: [
        'A Food and Drugs Authority (FDA) do Gana é a entidade reguladora nacional dos alimentos, medicamentos, cosméticos, substâncias químicas de uso doméstico, dispositivos médicos e produtos do tabaco no Gana. Atua ao abrigo da Parte VII da Lei de Saúde Pública de 2012 (Public Health Act, 2012, Act 851).',
        'Os produtos fabricados no estrangeiro são registados através de uma empresa local que atua como requerente no Gana. A FDA do Gana avalia o dossier, pode inspecionar o local de fabrico e analisa amostras antes de conceder o registo.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços junto da FDA do Gana',
      items: [
        {
          title: 'Registo de produtos',
          description: 'Preparação, submissão e acompanhamento de pedidos de registo para todas as categorias regulamentadas pela FDA do Gana.',
          icon: 'fileCheck',
        },
        {
          title: 'Apoio a inspeções de BPF',
          description: 'Preparação de locais de fabrico, no Gana e no estrangeiro, para as inspeções de boas práticas de fabrico (BPF) da FDA do Gana.',
          icon: 'factory',
        },
        {
          title: 'Licenças de importação e desalfandegamento',
          description: 'Apoio na obtenção de licenças de importação e no desalfandegamento de produtos regulamentados nos pontos de entrada.',
          icon: 'truck',
        },
        {
          title: 'Renovações e alterações',
          description: 'Renovação de registos e notificação de alterações à formulação, aos rótulos, aos locais de fabrico ou à titularidade.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Categorias de registo',
      items: [
        'Medicamentos para uso humano',
        'Medicamentos à base de plantas',
        'Vacinas e produtos biológicos',
        'Medicamentos veterinários',
        'Dispositivos médicos e dispositivos para diagnóstico in vitro',
        'Produtos alimentares e suplementos alimentares',
        'Cosméticos',
        'Substâncias químicas de uso doméstico',
      ],
    },
    {
      kind: 'cards',
      heading: 'Porquê escolher-nos',
      items: [
        {
          title: `Sediados em ${office.city}`,
          description: 'A nossa equipa trabalha perto da FDA do Gana e acompanha pessoalmente cada processo, quando necessário.',
          icon: 'mapPin',
        },
        {
          title: 'Pedidos completos',
          description: 'Cada dossier é verificado face às diretrizes em vigor antes da submissão, o que evita pedidos de esclarecimento desnecessários.',
          icon: 'checkCircle',
        },
        {
          title: 'Experiência em inspeções',
          description: 'Preparamos os locais de fabrico para a inspeção e acompanhamo-los durante a mesma.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Prazos claros',
          description: 'Sabe desde o início o que cada etapa exige e quanto tempo deverá demorar.',
          icon: 'clock',
        },
        {
          title: 'Planeamento regional',
          description: 'O seu registo no Gana é planeado em conjunto com os registos noutros mercados da Comunidade Económica dos Estados da África Ocidental (CEDEAO).',
          icon: 'globe',
        },
        {
          title: 'Apoio ao longo do ciclo de vida',
          description: 'Renovações, alterações e obrigações pós-comercialização geridas durante toda a vida de cada produto.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Processo de registo',
      steps: [
        {
          title: 'Análise prévia à submissão',
          description: 'Confirmamos a categoria do produto, as diretrizes aplicáveis e os documentos exigidos.',
        },
        {
          title: 'Preparação do dossier',
          description: 'Compilamos o pedido, os rótulos e os certificados de suporte, e tratamos das amostras.',
        },
        {
          title: 'Submissão e taxas',
          description: 'Submetemos o pedido à FDA do Gana e pagamos as taxas estabelecidas.',
        },
        {
          title: 'Avaliação e inspeção',
          description: 'A FDA do Gana avalia o dossier, analisa amostras e, quando necessário, inspeciona o local de fabrico; respondemos a qualquer pedido de esclarecimento.',
        },
        {
          title: 'Registo',
          description: 'A FDA do Gana concede o registo, e anotamos a data de renovação e eventuais obrigações pós-aprovação.',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Requisitos',
      intro: 'Requisitos habituais para o registo de um medicamento. As outras categorias seguem princípios semelhantes.',
      groups: [
        {
          title: 'Requerente e requisitos administrativos',
          items: [
            'Uma empresa registada no Gana que atue como requerente ou agente local',
            'Carta de autorização ou procuração do fabricante',
            'Formulário de pedido preenchido e pagamento das taxas estabelecidas',
            'Certificado de Produto Farmacêutico ou certificado de livre venda do país de origem',
          ],
        },
        {
          title: 'Requisitos técnicos',
          items: [
            'Dossier do produto no formato de Documento Técnico Comum (CTD)',
            'Certificado de BPF do local de fabrico',
            'Dados de estabilidade adequados a condições climáticas quentes e húmidas',
            'Amostras do produto, certificado de análise e rótulos conformes às regras de rotulagem do Gana',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Registe os seus produtos no Gana',
    text: 'Fale-nos dos seus produtos. Confirmaremos a categoria, os documentos exigidos e um calendário realista para o registo.',
    actions: [{ label: 'Iniciar o seu registo', href: '/contact', variant: 'primary' }],
  },
};
