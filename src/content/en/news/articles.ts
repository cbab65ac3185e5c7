import { site } from '../../site';
import type { NewsArticle } from '../../types';
import type { NewsSlug } from '../../news/slugs';

/**
 * News articles, in display order: the featured story first, then the ten listing
 * articles in the order of the /news grid (see `newsSlugs`). One record feeds the
 * listing card, the article page, its PDF and the RSS feed. Bodies live in `bodies/`,
 * one module per article, so the listing and other pages never download them.
 */
export const newsArticles: (NewsArticle & { slug: NewsSlug })[] = [
  {
    slug: 'waho-certification',
    title: `${site.shortName} Renews WAHO Regional Certification`,
    fileSlug: 'volta-pharma-renews-waho-regional-certification',
    excerpt:
      'Following a full review of our regulatory systems, we have renewed our WAHO regional certification, extending the quality framework that has supported our clients\' West African submissions since 2012.',
    date: '2024-03-12',
    readTime: '6 min read',
    category: 'regulatory',
    author: 'Dr. Ama Mensah',
    featured: true,
    image: {
      src: '/assets/news/waho-certification.svg',
      alt: 'Illustration of a certificate bearing a regional seal above a map of the countries of the ECOWAS region',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'ghana-health-partnership',
    title: 'New Partnership to Strengthen Malaria Medicine Supply in Ghana',
    fileSlug: 'new-partnership-to-strengthen-malaria-medicine-supply-in-ghana',
    excerpt:
      'A three-year partnership with a network of district and faith-based hospitals in the Volta and Oti regions brings forecasting support, buffer stock and temperature monitoring for antimalarials.',
    date: '2024-03-04',
    readTime: '5 min read',
    category: 'partnerships',
    author: 'Kwame Asante',
    image: {
      src: '/assets/news/ghana-health-partnership.svg',
      alt: 'Illustration of two hands in a handshake in front of a hospital pharmacy shelf stocked with medicine boxes',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'aripo-expansion',
    title: 'Expanding Our ARIPO Trademark Practice for Pharmaceutical Brands',
    fileSlug: 'expanding-our-aripo-trademark-practice-for-pharmaceutical-brands',
    excerpt:
      'We have expanded our ARIPO trademark team to help pharmaceutical brand owners protect their marks across the Banjul Protocol member states through a single regional application.',
    date: '2024-02-26',
    readTime: '6 min read',
    category: 'legal',
    author: 'Efua Boateng',
    image: {
      src: '/assets/news/aripo-expansion.svg',
      alt: 'Illustration of a trademark symbol on a medicine carton, set against a map of ARIPO member states',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'q4-results',
    title: 'Fourth Quarter 2023: Steady Growth in Supply and Regulatory Services',
    fileSlug: 'fourth-quarter-2023-steady-growth-in-supply-and-regulatory-services',
    excerpt:
      'Our fourth-quarter results show higher antimalarial supply volumes, more regulatory submissions than in any previous quarter and on-time delivery above our 95% standard.',
    date: '2024-02-19',
    readTime: '4 min read',
    category: 'business',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/q4-results.svg',
      alt: 'Illustration of a rising bar chart beside a calendar page with the last quarter highlighted',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'who-guidelines-update',
    title: 'WHO Malaria Guidelines: What the Latest Updates Mean in Practice',
    fileSlug: 'who-malaria-guidelines-what-the-latest-updates-mean-in-practice',
    excerpt:
      'Recent updates to the WHO Guidelines for malaria, including the recommendation of a second malaria vaccine, have practical consequences for programmes, prescribers and suppliers in West Africa.',
    date: '2024-02-12',
    readTime: '7 min read',
    category: 'medical',
    author: 'Dr. Kwabena Owusu',
    image: {
      src: '/assets/news/who-guidelines-update.svg',
      alt: 'Illustration of an open guideline document beside a vaccine vial and a blister pack of tablets',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'ecowas-trade',
    title: 'Trading Medicines Across ECOWAS: Regional Rules and Practical Compliance',
    fileSlug: 'trading-medicines-across-ecowas-regional-rules-and-practical-compliance',
    excerpt:
      'Regional trade instruments lower barriers between ECOWAS member states, but medicines still need national authorisation. We explain how the two sets of rules fit together.',
    date: '2024-01-22',
    readTime: '6 min read',
    category: 'regulatory',
    author: 'Aminata Diallo',
    image: {
      src: '/assets/news/ecowas-trade.svg',
      alt: 'Illustration of a cargo truck crossing a border post, with a map of West Africa in the background',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'digital-transformation',
    title: 'Digital Transformation: Electronic Dossiers and Online Regulatory Portals',
    fileSlug: 'digital-transformation-electronic-dossiers-and-online-regulatory-portals',
    excerpt:
      'Regulators across West Africa are moving submissions online. We have rebuilt our dossier systems to match, improving speed, traceability and the security of client data.',
    date: '2024-01-15',
    readTime: '5 min read',
    category: 'technology',
    author: 'Yaw Boakye',
    image: {
      src: '/assets/news/digital-transformation.svg',
      alt: 'Illustration of a laptop showing a structured electronic dossier, with document folders connected by lines',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'madrid-expansion',
    title: 'Madrid Protocol Services Extended to Full International Portfolios',
    fileSlug: 'madrid-protocol-services-extended-to-full-international-portfolios',
    excerpt:
      'Our expanded Madrid Protocol service helps brand owners file one international application through WIPO and manage designations, refusals and renewals across Africa and worldwide.',
    date: '2024-01-09',
    readTime: '5 min read',
    category: 'services',
    author: 'Nana Adjei',
    image: {
      src: '/assets/news/madrid-expansion.svg',
      alt: 'Illustration of a globe with connected markers, linked to a single trademark application form',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'quality-assurance',
    title: 'Quality Assurance in the Medicine Supply Chain: Our Approach',
    fileSlug: 'quality-assurance-in-the-medicine-supply-chain-our-approach',
    excerpt:
      'From supplier qualification to temperature monitoring and batch testing, we explain the controls that keep substandard and falsified medicines out of our supply chain.',
    date: '2024-01-03',
    readTime: '6 min read',
    category: 'quality',
    author: 'Dr. Akosua Frimpong',
    image: {
      src: '/assets/news/quality-assurance.svg',
      alt: 'Illustration of a magnifying glass over a medicine batch label, beside a thermometer and a checklist',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'procurement-reforms',
    title: 'Public Procurement Reforms and What They Mean for Medicine Suppliers',
    fileSlug: 'public-procurement-reforms-and-what-they-mean-for-medicine-suppliers',
    excerpt:
      'Electronic procurement, stricter quality requirements and greater transparency are changing how governments in West Africa buy medicines. Suppliers need to adapt.',
    date: '2023-12-28',
    readTime: '5 min read',
    category: 'procurement',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/procurement-reforms.svg',
      alt: 'Illustration of a sealed tender envelope beside a computer screen showing an electronic procurement portal',
      width: 1200,
      height: 675,
    },
  },
  {
    slug: 'year-end-review',
    title: '2023 in Review: A Year of Milestones for Medicines Regulation in Africa',
    fileSlug: '2023-in-review-a-year-of-milestones-for-medicines-regulation-in-africa',
    excerpt:
      'From the first approvals of a new malaria vaccine to progress on the African Medicines Agency, 2023 was a significant year for regulation in Africa. We look back, and ahead.',
    date: '2023-12-21',
    readTime: '6 min read',
    category: 'business',
    author: 'Dr. Kwesi Amoako',
    image: {
      src: '/assets/news/year-end-review.svg',
      alt: 'Illustration of a calendar with highlighted milestones beside a timeline rising into the new year',
      width: 1200,
      height: 675,
    },
  },
];
