import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/ecowas: ECOWAS Services (PT). Keeps the 15 countries of the ECOWAS region,
 * with the withdrawal of Burkina Faso, Mali and Niger (effective 29 January 2025) stated
 * in the prose and the countries intro. Capitals and populations as in the English file.
 * Hero figures are the spec's (English) figures in Portuguese notation.
 */
export const ecowas: ServiceDetail = {
  path: '/services/ecowas',
  meta: {
    title: `Serviços CEDEAO | ${site.shortName}`,
    description:
      'Entrar e crescer nos mercados da África Ocidental: regras comerciais da CEDEAO, conformidade setorial, constituição de empresas e planeamento da entrada.',
  },
  hero: {
    eyebrow: 'Acesso aos mercados da África Ocidental',
    title: 'Serviços CEDEAO',
    lead: `A Comunidade Económica dos Estados da África Ocidental (CEDEAO) une alguns dos mercados de crescimento mais rápido de África. A ${site.shortName} ajuda fabricantes e distribuidores a tirar partido das regras comerciais da região, a cumprir os requisitos aplicáveis aos produtos em cada país e a construir uma presença duradoura.`,
    actions: [{ label: 'Explorar os mercados da CEDEAO', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '15', label: 'Países da região' },
      { value: '400 M', label: 'População total' },
      { value: '800 mil milhões USD', label: 'PIB total' },
      { value: '6 M km²', label: 'Superfície total' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Sobre a CEDEAO',
      paragraphs: [
        'A Comunidade Económica dos Estados da África Ocidental (CEDEAO) foi fundada em 28 de maio de 1975 pelo Tratado de Lagos, para promover a integração económica na África Ocidental. Um tratado revisto, assinado em Cotonou em 1993, alargou o seu mandato; a sua Comissão está sediada em Abuja, na Nigéria.',
        'As regras da CEDEAO sobre o comércio de produtos originários, a tarifa exterior comum e a livre circulação de pessoas facilitam o abastecimento de vários mercados da África Ocidental a partir de uma única base. Os medicamentos, os alimentos e os cosméticos continuam, porém, sujeitos a registo junto do regulador nacional de cada país.',
        'O Burkina Faso, o Mali e o Níger anunciaram a sua saída da CEDEAO em janeiro de 2024, com efeito em janeiro de 2025. Os regimes comerciais com estes três países estão em evolução, e aconselhamos sobre as regras aplicáveis no momento da entrada no mercado.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços CEDEAO',
      items: [
        {
          title: 'Estratégia de entrada no mercado',
          description: 'Seleção e sequência dos mercados-alvo, com prazos e orçamentos realistas para cada um.',
          icon: 'target',
        },
        {
          title: 'Registo regulamentar',
          description: 'Registo de produtos junto dos reguladores nacionais, coordenado com os procedimentos regionais de harmonização.',
          icon: 'fileCheck',
        },
        {
          title: 'Conformidade comercial',
          description: 'Aconselhamento sobre as regras de origem, o Esquema de Liberalização das Trocas Comerciais da CEDEAO (ETLS), as pautas aduaneiras e os procedimentos alfandegários.',
          icon: 'scale',
        },
        {
          title: 'Presença local',
          description: 'Constituição de empresas, representação local e seleção de parceiros de distribuição.',
          icon: 'building',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Países da região da CEDEAO',
      intro:
        'Os 15 países da região da CEDEAO, com as respetivas capitais e populações aproximadas (estimativas de 2023). O Burkina Faso, o Mali e o Níger saíram da CEDEAO em janeiro de 2025; continuamos a apoiar a entrada no mercado nestes três países.',
      countries: [
        { name: 'Benim', capital: 'Porto-Novo', population: '13,7 M' },
        { name: 'Burkina Faso', capital: 'Ouagadougou', population: '23,3 M' },
        { name: 'Cabo Verde', capital: 'Praia', population: '0,6 M' },
        { name: "Côte d'Ivoire", capital: 'Yamoussoukro', population: '28,9 M' },
        { name: 'Gâmbia', capital: 'Banjul', population: '2,8 M' },
        { name: 'Gana', capital: 'Acra', population: '34,1 M' },
        { name: 'Guiné', capital: 'Conakry', population: '14,2 M' },
        { name: 'Guiné-Bissau', capital: 'Bissau', population: '2,2 M' },
        { name: 'Libéria', capital: 'Monrovia', population: '5,4 M' },
        { name: 'Mali', capital: 'Bamako', population: '23,3 M' },
        { name: 'Níger', capital: 'Niamey', population: '27,2 M' },
        { name: 'Nigéria', capital: 'Abuja', population: '223,8 M' },
        { name: 'Senegal', capital: 'Dakar', population: '17,8 M' },
        { name: 'Serra Leoa', capital: 'Freetown', population: '8,8 M' },
        { name: 'Togo', capital: 'Lomé', population: '9,1 M' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Vantagens comerciais',
      items: [
        {
          title: 'Comércio regional isento de direitos',
          description:
            'Ao abrigo do Esquema de Liberalização das Trocas Comerciais da CEDEAO, os produtos aprovados originários da região circulam entre os Estados-Membros com isenção de direitos de importação.',
          icon: 'package',
        },
        {
          title: 'Tarifa exterior comum',
          description:
            'Desde 2015, aplica-se uma tarifa exterior comum, com cinco escalões, às mercadorias importadas na região a partir de países terceiros.',
          icon: 'chartBar',
        },
        {
          title: 'Livre circulação de pessoas',
          description:
            'Os cidadãos da Comunidade podem entrar noutros Estados-Membros sem visto por um período até 90 dias, o que simplifica as viagens de negócios.',
          icon: 'users',
        },
        {
          title: 'Direito de estabelecimento',
          description:
            'Os protocolos da Comunidade conferem aos cidadãos o direito de residir e de criar empresas noutros Estados-Membros.',
          icon: 'building',
        },
        {
          title: 'Seguro Carta Castanha',
          description:
            'A Carta Castanha da CEDEAO estende o seguro automóvel de responsabilidade civil a todos os Estados-Membros, incluindo para veículos de transporte de mercadorias.',
          icon: 'truck',
        },
        {
          title: 'Zona monetária comum',
          description:
            'Oito países da União Económica e Monetária Oeste-Africana (UEMOA) partilham o franco CFA da África Ocidental, o que elimina os custos de câmbio entre eles.',
          icon: 'landmark',
        },
        {
          title: 'Normas harmonizadas',
          description:
            'A harmonização regional das normas reduz o número de especificações de produto diferentes que um fabricante tem de cumprir.',
          icon: 'badgeCheck',
        },
        {
          title: 'Porta de acesso à ZCLCA',
          description:
            'A CEDEAO é uma das comunidades regionais que constituem os pilares da Zona de Comércio Livre Continental Africana (ZCLCA), abrindo caminho a um comércio africano mais amplo.',
          icon: 'globe',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Áreas de conformidade setorial',
      intro: 'Principais requisitos por setor. Em cada mercado aplicam-se as regras nacionais, a par das regionais.',
      groups: [
        {
          title: 'Produtos farmacêuticos',
          items: [
            'Registo junto do regulador nacional de medicamentos em cada mercado',
            'Certificação de boas práticas de fabrico (BPF) para cada local de fabrico',
            'Dossier no formato de Documento Técnico Comum (CTD), alinhado com a harmonização regional',
            'Rótulos e folhetos informativos na língua oficial de cada mercado',
          ],
        },
        {
          title: 'Alimentos e bebidas',
          items: [
            'Registo do produto junto do regulador nacional de alimentos',
            'Conformidade com as normas alimentares nacionais e do Codex Alimentarius',
            'Rotulagem com ingredientes, prazo de validade e informação nutricional',
            'Certificados de origem para o comércio regional isento de direitos',
          ],
        },
        {
          title: 'Cosméticos e higiene pessoal',
          items: [
            'Registo ou notificação do produto em cada mercado',
            'Conformidade com as listas de ingredientes proibidos e restringidos',
            'Documentação de segurança e estabilidade do produto',
            'Rotulagem dos ingredientes, do número de lote e dos dados do fabricante',
          ],
        },
        {
          title: 'Dispositivos médicos e diagnósticos',
          items: [
            'Classificação de risco e registo junto do regulador nacional',
            'Certificação do sistema de gestão da qualidade, como a ISO 13485',
            'Evidência de desempenho ou de avaliação clínica',
            'Vigilância pós-comercialização e notificação de incidentes',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Serviços de apoio às empresas',
      items: [
        {
          title: 'Estudos de mercado',
          description: 'Estudos de procura, concorrência, preços e distribuição para cada mercado-alvo.',
          icon: 'chartBar',
        },
        {
          title: 'Constituição de empresas',
          description: 'Constituição de entidades locais e obtenção das licenças necessárias para comercializar produtos regulamentados.',
          icon: 'building',
        },
        {
          title: 'Seleção de parceiros',
          description: 'Identificação e verificação da idoneidade de distribuidores, agentes e parceiros logísticos.',
          icon: 'handshake',
        },
        {
          title: 'Certificação de origem',
          description: 'Pedidos de aprovação ao abrigo do Esquema de Liberalização das Trocas Comerciais da CEDEAO e certificados de origem.',
          icon: 'stamp',
        },
        {
          title: 'Aconselhamento aduaneiro e pautal',
          description: 'Classificação pautal, valor aduaneiro e procedimentos de importação em cada mercado.',
          icon: 'scale',
        },
        {
          title: 'Rotulagem e tradução',
          description: 'Rótulos e informação sobre o produto em inglês, francês e português.',
          icon: 'fileText',
        },
        {
          title: 'Apoio a concursos públicos',
          description: 'Preparação de propostas para ministérios da saúde e entidades públicas de aquisição.',
          icon: 'briefcase',
        },
        {
          title: 'Proteção de marcas',
          description: 'Proteção de marcas através da Organização Regional Africana da Propriedade Intelectual (ARIPO), da Organização Africana da Propriedade Intelectual (OAPI), do Protocolo de Madrid ou dos institutos nacionais.',
          icon: 'shieldCheck',
        },
        {
          title: 'Logística e cadeia de frio',
          description: 'Coordenação do transporte, do armazenamento e da distribuição a temperatura controlada.',
          icon: 'thermometer',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Processo de entrada no mercado',
      steps: [
        {
          title: 'Avaliação do mercado',
          description: 'Estudamos a procura, a concorrência e os requisitos regulamentares nos seus mercados-alvo.',
          timeline: '2 a 4 semanas',
        },
        {
          title: 'Estratégia de entrada',
          description: 'Definimos consigo a ordem dos mercados, a via regulamentar, os parceiros e o orçamento.',
          timeline: '1 a 2 semanas',
        },
        {
          title: 'Registo e instalação',
          description: 'Preparamos os registos, as licenças e eventuais entidades locais, e submetemo-los às autoridades.',
          timeline: '4 a 8 semanas',
        },
        {
          title: 'Aprovação e lançamento',
          description: 'Acompanhamos os pedidos até à aprovação e coordenamos as primeiras expedições com os seus parceiros.',
          timeline: '6 a 12 semanas',
        },
        {
          title: 'Conformidade contínua',
          description: 'Gerimos as renovações, as alterações regulamentares e as obrigações pós-comercialização à medida que o seu negócio cresce.',
          timeline: 'Contínuo',
        },
      ],
    },
  ],
  cta: {
    heading: 'Planeie a sua entrada nos mercados da África Ocidental',
    text: 'Indique-nos os produtos e os países que tem em vista. Apresentaremos as etapas regulamentares e comerciais e um calendário realista.',
    actions: [{ label: 'Explorar os mercados da CEDEAO', href: '/contact', variant: 'primary' }],
  },
};
