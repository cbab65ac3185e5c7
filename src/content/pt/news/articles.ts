import { site } from '../../site';
import type { NewsArticle } from '../../types';
import type { NewsSlug } from '../../news/slugs';

/**
 * News articles, in display order: the featured story first, then the ten listing
 * articles in the order of the /news grid (see `newsSlugs`).
 */
export const newsArticles: (NewsArticle & { slug: NewsSlug })[] = [
  {
    slug: 'waho-certification',
    title: `A ${site.shortName} renova a certificação regional da OOAS`,
    fileSlug: 'a-volta-pharma-renova-a-certificacao-regional-da-ooas',
    excerpt:
      'Após uma revisão completa dos nossos sistemas regulamentares, renovámos a certificação regional da Organização Oeste Africana da Saúde (OOAS), prolongando o quadro de qualidade que apoia as submissões dos nossos clientes na África Ocidental desde 2012.',
    date: '2024-03-12',
    readTime: '6 min de leitura',
    category: 'regulatory',
    author: 'Dra. Ama Mensah',
    featured: true,
    image: {
      src: '/assets/news/waho-certification.svg',
      alt: 'Ilustração de um certificado com um selo regional sobre um mapa dos países da região da CEDEAO',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'ghana-health-partnership',
    title: 'Nova parceria para reforçar o abastecimento de antipalúdicos no Gana',
    fileSlug: 'nova-parceria-para-reforcar-o-abastecimento-de-antipaludicos-no-gana',
    excerpt:
      'Uma parceria de três anos com uma rede de hospitais distritais e confessionais das regiões do Volta e de Oti traz apoio à previsão das necessidades, stocks de reserva e monitorização da temperatura dos antipalúdicos.',
    date: '2024-03-04',
    readTime: '5 min de leitura',
    category: 'partnerships',
    author: 'Kwame Asante',
    image: {
      src: '/assets/news/ghana-health-partnership.svg',
      alt: 'Ilustração de um aperto de mão diante de uma prateleira de farmácia hospitalar com caixas de medicamentos',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'aripo-expansion',
    title: 'Alargamento da nossa área ARIPO para marcas farmacêuticas',
    fileSlug: 'alargamento-da-nossa-area-aripo-para-marcas-farmaceuticas',
    excerpt:
      'Reforçámos a nossa equipa de marcas junto da Organização Regional Africana da Propriedade Intelectual (ARIPO) para ajudar os titulares de marcas farmacêuticas a protegê-las nos Estados partes no Protocolo de Banjul com um único pedido regional.',
    date: '2024-02-26',
    readTime: '6 min de leitura',
    category: 'legal',
    author: 'Efua Boateng',
    image: {
      src: '/assets/news/aripo-expansion.svg',
      alt: 'Ilustração de um símbolo de marca numa embalagem de medicamento, sobre um mapa dos Estados-Membros da ARIPO',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'q4-results',
    title: 'Quarto trimestre de 2023: crescimento sustentado no fornecimento e nos serviços regulamentares',
    fileSlug: 'quarto-trimestre-de-2023-crescimento-sustentado-no-fornecimento-e-nos-servicos-regulamentares',
    excerpt:
      'Os resultados do quarto trimestre mostram maiores volumes de fornecimento de antipalúdicos, mais submissões regulamentares do que em qualquer trimestre anterior e entregas dentro do prazo acima da nossa norma de 95%.',
    date: '2024-02-19',
    readTime: '4 min de leitura',
    category: 'business',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/q4-results.svg',
      alt: 'Ilustração de um gráfico de barras ascendente ao lado de uma página de calendário com o último trimestre assinalado',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'who-guidelines-update',
    title: 'Diretrizes da OMS sobre o paludismo: o que significam na prática as últimas atualizações',
    fileSlug: 'diretrizes-da-oms-sobre-o-paludismo-o-que-significam-na-pratica-as-ultimas-atualizacoes',
    excerpt:
      'As atualizações recentes das Diretrizes da Organização Mundial da Saúde (OMS) sobre o paludismo, incluindo a recomendação de uma segunda vacina contra o paludismo, têm consequências práticas para programas, prescritores e fornecedores na África Ocidental.',
    date: '2024-02-12',
    readTime: '7 min de leitura',
    category: 'medical',
    author: 'Dr. Kwabena Owusu',
    image: {
      src: '/assets/news/who-guidelines-update.svg',
      alt: 'Ilustração de um documento de diretrizes aberto ao lado de um frasco de vacina e de um blister de comprimidos',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'ecowas-trade',
    title: 'O comércio de medicamentos na CEDEAO: regras regionais e conformidade na prática',
    fileSlug: 'o-comercio-de-medicamentos-na-cedeao-regras-regionais-e-conformidade-na-pratica',
    excerpt:
      'Os instrumentos comerciais regionais reduzem as barreiras entre os Estados-Membros da Comunidade Económica dos Estados da África Ocidental (CEDEAO), mas os medicamentos continuam a precisar de autorização nacional. Explicamos como se articulam os dois conjuntos de regras.',
    date: '2024-01-22',
    readTime: '6 min de leitura',
    category: 'regulatory',
    author: 'Aminata Diallo',
    image: {
      src: '/assets/news/ecowas-trade.svg',
      alt: 'Ilustração de um camião de mercadorias a atravessar um posto fronteiriço, com um mapa da África Ocidental em fundo',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'digital-transformation',
    title: 'Transformação digital: dossiers eletrónicos e portais regulamentares em linha',
    fileSlug: 'transformacao-digital-dossiers-eletronicos-e-portais-regulamentares-em-linha',
    excerpt:
      'As autoridades reguladoras da África Ocidental estão a passar as submissões para o meio digital. Reformulámos os nossos sistemas de dossiers em conformidade, ganhando rapidez, rastreabilidade e segurança dos dados dos clientes.',
    date: '2024-01-15',
    readTime: '5 min de leitura',
    category: 'technology',
    author: 'Yaw Boakye',
    image: {
      src: '/assets/news/digital-transformation.svg',
      alt: 'Ilustração de um computador portátil com um dossier eletrónico estruturado e pastas de documentos ligadas por linhas',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'madrid-expansion',
    title: 'Serviços do Protocolo de Madrid alargados a carteiras internacionais completas',
    fileSlug: 'servicos-do-protocolo-de-madrid-alargados-a-carteiras-internacionais-completas',
    excerpt:
      'O nosso serviço alargado do Protocolo de Madrid ajuda os titulares de marcas a apresentar um único pedido internacional no sistema da Organização Mundial da Propriedade Intelectual (OMPI) e a gerir designações, recusas e renovações em África e no mundo.',
    date: '2024-01-09',
    readTime: '5 min de leitura',
    category: 'services',
    author: 'Nana Adjei',
    image: {
      src: '/assets/news/madrid-expansion.svg',
      alt: 'Ilustração de um globo com marcadores interligados, ligado a um único formulário de pedido de marca',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'quality-assurance',
    title: 'Garantia da qualidade na cadeia de abastecimento de medicamentos: a nossa abordagem',
    fileSlug: 'garantia-da-qualidade-na-cadeia-de-abastecimento-de-medicamentos-a-nossa-abordagem',
    excerpt:
      'Da qualificação dos fornecedores à monitorização da temperatura e aos ensaios de lotes, explicamos os controlos que mantêm os medicamentos de qualidade inferior e falsificados fora da nossa cadeia de abastecimento.',
    date: '2024-01-03',
    readTime: '6 min de leitura',
    category: 'quality',
    author: 'Dra. Akosua Frimpong',
    image: {
      src: '/assets/news/quality-assurance.svg',
      alt: 'Ilustração de uma lupa sobre o rótulo de um lote de medicamentos, ao lado de um termómetro e de uma lista de verificação',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'procurement-reforms',
    title: 'Reformas da contratação pública: o que significam para os fornecedores de medicamentos',
    fileSlug: 'reformas-da-contratacao-publica-o-que-significam-para-os-fornecedores-de-medicamentos',
    excerpt:
      'A contratação eletrónica, requisitos de qualidade mais exigentes e maior transparência estão a mudar a forma como os governos da África Ocidental compram medicamentos. Os fornecedores têm de se adaptar.',
    date: '2023-12-28',
    readTime: '5 min de leitura',
    category: 'procurement',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/procurement-reforms.svg',
      alt: 'Ilustração de um envelope de proposta selado ao lado de um ecrã com um portal de contratação pública eletrónica',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'year-end-review',
    title: 'Balanço de 2023: um ano de marcos para a regulamentação dos medicamentos em África',
    fileSlug: 'balanco-de-2023-um-ano-de-marcos-para-a-regulamentacao-dos-medicamentos-em-africa',
    excerpt:
      'Das primeiras aprovações de uma nova vacina contra o paludismo aos progressos da Agência Africana de Medicamentos (AMA), 2023 foi um ano importante para a regulamentação em África. Olhamos para trás e para o futuro.',
    date: '2023-12-21',
    readTime: '6 min de leitura',
    category: 'business',
    author: 'Dr. Kwesi Amoako',
    image: {
      src: '/assets/news/year-end-review.svg',
      alt: 'Ilustração de um calendário com marcos assinalados ao lado de uma linha cronológica que sobe em direção ao novo ano',
      width: 1200,
      height: 675,
    },
  },
];
