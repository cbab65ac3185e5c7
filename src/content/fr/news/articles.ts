import { site } from '../../site';
import type { NewsArticle } from '../../types';
import type { NewsSlug } from '../../news/slugs';

/**
 * French news articles, in display order: the featured story first, then the ten listing
 * articles in the order of the /news grid (see `newsSlugs`). Bodies live in `bodies/`.
 */
export const newsArticles: (NewsArticle & { slug: NewsSlug })[] = [
  {
    slug: 'waho-certification',
    title: `${site.shortName} renouvelle sa certification régionale OOAS`,
    fileSlug: 'volta-pharma-renouvelle-sa-certification-regionale-ooas',
    excerpt:
      'À l’issue d’un examen complet de nos systèmes réglementaires, nous avons renouvelé notre certification régionale auprès de l’Organisation Ouest Africaine de la Santé (OOAS), prolongeant ainsi le cadre qualité qui soutient depuis 2012 les dossiers de nos clients en Afrique de l’Ouest.',
    date: '2024-03-12',
    readTime: '6 min de lecture',
    category: 'regulatory',
    author: 'Dr Ama Mensah',
    featured: true,
    image: {
      src: '/assets/news/waho-certification.svg',
      alt: 'Illustration d’un certificat portant un sceau régional au-dessus d’une carte des pays de la région de la CEDEAO',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'ghana-health-partnership',
    title: 'Un nouveau partenariat pour renforcer l’approvisionnement en antipaludiques au Ghana',
    fileSlug: 'un-nouveau-partenariat-pour-renforcer-l-approvisionnement-en-antipaludiques-au-ghana',
    excerpt:
      'Un partenariat de trois ans avec un réseau d’hôpitaux de district et d’hôpitaux confessionnels des régions de la Volta et d’Oti apporte un appui à la prévision des besoins, un stock tampon et un suivi des températures pour les antipaludiques.',
    date: '2024-03-04',
    readTime: '5 min de lecture',
    category: 'partnerships',
    author: 'Kwame Asante',
    image: {
      src: '/assets/news/ghana-health-partnership.svg',
      alt: 'Illustration d’une poignée de main devant une étagère de pharmacie hospitalière garnie de boîtes de médicaments',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'aripo-expansion',
    title: 'Renforcement de notre pôle ARIPO dédié aux marques pharmaceutiques',
    fileSlug: 'renforcement-de-notre-pole-aripo-dedie-aux-marques-pharmaceutiques',
    excerpt:
      'Nous avons étoffé notre équipe chargée des marques auprès de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO) afin d’aider les titulaires de marques pharmaceutiques à protéger leurs marques dans les États parties au Protocole de Banjul au moyen d’une demande régionale unique.',
    date: '2024-02-26',
    readTime: '6 min de lecture',
    category: 'legal',
    author: 'Efua Boateng',
    image: {
      src: '/assets/news/aripo-expansion.svg',
      alt: 'Illustration d’un symbole de marque sur une boîte de médicament, sur fond de carte des États membres de l’ARIPO',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'q4-results',
    title: 'Quatrième trimestre 2023 : croissance soutenue de l’approvisionnement et des services réglementaires',
    fileSlug: 'quatrieme-trimestre-2023-croissance-soutenue-de-l-approvisionnement-et-des-services-reglementaires',
    excerpt:
      'Nos résultats du quatrième trimestre font apparaître des volumes d’antipaludiques fournis en hausse, un nombre de dossiers réglementaires déposés supérieur à celui de tout trimestre précédent et un taux de livraison dans les délais supérieur à notre norme de 95 %.',
    date: '2024-02-19',
    readTime: '4 min de lecture',
    category: 'business',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/q4-results.svg',
      alt: 'Illustration d’un histogramme ascendant à côté d’une page de calendrier où le dernier trimestre est mis en évidence',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'who-guidelines-update',
    title: 'Lignes directrices de l’OMS sur le paludisme : ce que changent concrètement les dernières mises à jour',
    fileSlug: 'lignes-directrices-de-l-oms-sur-le-paludisme-ce-que-changent-concretement-les-dernieres-mises-a-jour',
    excerpt:
      'Les récentes mises à jour des lignes directrices de l’Organisation mondiale de la Santé (OMS) sur le paludisme, dont la recommandation d’un deuxième vaccin antipaludique, ont des conséquences concrètes pour les programmes, les prescripteurs et les fournisseurs en Afrique de l’Ouest.',
    date: '2024-02-12',
    readTime: '7 min de lecture',
    category: 'medical',
    author: 'Dr Kwabena Owusu',
    image: {
      src: '/assets/news/who-guidelines-update.svg',
      alt: 'Illustration d’un document de lignes directrices ouvert à côté d’un flacon de vaccin et d’une plaquette de comprimés',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'ecowas-trade',
    title: 'Le commerce des médicaments dans l’espace CEDEAO : règles régionales et conformité en pratique',
    fileSlug: 'le-commerce-des-medicaments-dans-l-espace-cedeao-regles-regionales-et-conformite-en-pratique',
    excerpt:
      'Les instruments commerciaux régionaux réduisent les obstacles entre les États membres de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO), mais les médicaments restent soumis à une autorisation nationale. Nous expliquons comment ces deux ensembles de règles s’articulent.',
    date: '2024-01-22',
    readTime: '6 min de lecture',
    category: 'regulatory',
    author: 'Aminata Diallo',
    image: {
      src: '/assets/news/ecowas-trade.svg',
      alt: 'Illustration d’un camion de marchandises franchissant un poste frontière, avec une carte de l’Afrique de l’Ouest en arrière-plan',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'digital-transformation',
    title: 'Transformation numérique : dossiers électroniques et portails réglementaires en ligne',
    fileSlug: 'transformation-numerique-dossiers-electroniques-et-portails-reglementaires-en-ligne',
    excerpt:
      'Partout en Afrique de l’Ouest, les autorités de réglementation passent au dépôt en ligne. Nous avons refondu nos systèmes de gestion des dossiers en conséquence, au bénéfice de la rapidité, de la traçabilité et de la sécurité des données de nos clients.',
    date: '2024-01-15',
    readTime: '5 min de lecture',
    category: 'technology',
    author: 'Yaw Boakye',
    image: {
      src: '/assets/news/digital-transformation.svg',
      alt: 'Illustration d’un ordinateur portable affichant un dossier électronique structuré, avec des dossiers de documents reliés par des lignes',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'madrid-expansion',
    title: 'Nos services liés au Protocole de Madrid étendus à la gestion complète de portefeuilles internationaux',
    fileSlug: 'nos-services-lies-au-protocole-de-madrid-etendus-a-la-gestion-complete-de-portefeuilles-internationaux',
    excerpt:
      'Notre service élargi relatif au Protocole de Madrid aide les titulaires de marques à déposer une demande internationale unique auprès de l’Organisation Mondiale de la Propriété Intellectuelle (OMPI) et à gérer désignations, refus et renouvellements en Afrique et dans le monde entier.',
    date: '2024-01-09',
    readTime: '5 min de lecture',
    category: 'services',
    author: 'Nana Adjei',
    image: {
      src: '/assets/news/madrid-expansion.svg',
      alt: 'Illustration d’un globe aux repères reliés entre eux, connecté à un formulaire unique de demande de marque',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'quality-assurance',
    title: 'L’assurance qualité dans la chaîne d’approvisionnement en médicaments : notre approche',
    fileSlug: 'l-assurance-qualite-dans-la-chaine-d-approvisionnement-en-medicaments-notre-approche',
    excerpt:
      'De la qualification des fournisseurs au suivi des températures et aux analyses de lots, nous présentons les contrôles qui tiennent les médicaments de qualité inférieure et falsifiés à l’écart de notre chaîne d’approvisionnement.',
    date: '2024-01-03',
    readTime: '6 min de lecture',
    category: 'quality',
    author: 'Dr Akosua Frimpong',
    image: {
      src: '/assets/news/quality-assurance.svg',
      alt: 'Illustration d’une loupe au-dessus de l’étiquette d’un lot de médicaments, à côté d’un thermomètre et d’une liste de contrôle',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'procurement-reforms',
    title: 'Réformes des marchés publics : ce qu’elles signifient pour les fournisseurs de médicaments',
    fileSlug: 'reformes-des-marches-publics-ce-qu-elles-signifient-pour-les-fournisseurs-de-medicaments',
    excerpt:
      'Passation électronique des marchés, exigences de qualité renforcées et transparence accrue : la manière dont les États d’Afrique de l’Ouest achètent les médicaments évolue. Les fournisseurs doivent s’adapter.',
    date: '2023-12-28',
    readTime: '5 min de lecture',
    category: 'procurement',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/procurement-reforms.svg',
      alt: 'Illustration d’une enveloppe d’appel d’offres scellée à côté d’un écran d’ordinateur affichant un portail de marchés publics en ligne',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'year-end-review',
    title: 'Bilan 2023 : une année charnière pour la réglementation des médicaments en Afrique',
    fileSlug: 'bilan-2023-une-annee-charniere-pour-la-reglementation-des-medicaments-en-afrique',
    excerpt:
      'Des premières autorisations d’un nouveau vaccin antipaludique aux progrès de l’Agence africaine du médicament (AMA), 2023 a été une année importante pour la réglementation en Afrique. Retour sur l’année écoulée et perspectives.',
    date: '2023-12-21',
    readTime: '6 min de lecture',
    category: 'business',
    author: 'Dr Kwesi Amoako',
    image: {
      src: '/assets/news/year-end-review.svg',
      alt: 'Illustration d’un calendrier où des étapes clés sont mises en évidence, à côté d’une frise chronologique qui s’élève vers la nouvelle année',
      width: 1200,
      height: 675,
    },
  },
];
