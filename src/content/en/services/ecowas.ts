import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/ecowas: ECOWAS Services.
 *
 * The spec fixes 15 member countries. Burkina Faso, Mali and Niger announced their
 * withdrawal from ECOWAS in January 2024; ECOWAS recorded it as effective 29 January 2025.
 * They stay in the list as the spec's 15, and the prose and the countries intro state the
 * withdrawal so that the page says nothing untrue.
 *
 * Capitals are official capitals (Benin: Porto-Novo; Côte d'Ivoire: Yamoussoukro).
 * Populations are rounded 2023 estimates (UN World Population Prospects).
 */
export const ecowas: ServiceDetail = {
  path: '/services/ecowas',
  meta: {
    title: `ECOWAS Services | ${site.shortName}`,
    description:
      'Enter and grow in West African markets: ECOWAS trade rules, sector compliance, company set-up and market entry planning for health and consumer products.',
  },
  hero: {
    eyebrow: 'West African Market Access',
    title: 'ECOWAS Services',
    lead: `The Economic Community of West African States links some of Africa's fastest-growing markets. ${site.shortName} helps manufacturers and distributors use the region's trade rules, meet each country's product requirements and build a lasting presence.`,
    actions: [{ label: 'Explore ECOWAS Markets', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '15', label: 'Countries of the region' },
      { value: '400M', label: 'Combined population' },
      { value: '$800B', label: 'Combined GDP' },
      { value: '6M km²', label: 'Combined land area' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'About ECOWAS',
      paragraphs: [
        'The Economic Community of West African States (ECOWAS) was founded on 28 May 1975 by the Treaty of Lagos to promote economic integration across West Africa. A revised treaty signed in Cotonou in 1993 widened its mandate, and its Commission is based in Abuja, Nigeria.',
        'ECOWAS rules on trade in originating goods, the common external tariff and the free movement of people make it easier to serve several West African markets from one base. Medicines, food and cosmetics must still be registered with the national regulator in each country.',
        'Burkina Faso, Mali and Niger announced their withdrawal from ECOWAS in January 2024, effective January 2025. Trade arrangements with these three countries are evolving, and we advise on the rules that apply at the time of entry.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our ECOWAS Services',
      items: [
        {
          title: 'Market Entry Strategy',
          description: 'Selection and sequencing of target markets, with realistic timelines and budgets for each.',
          icon: 'target',
        },
        {
          title: 'Regulatory Registration',
          description: 'Product registration with national regulators, coordinated with regional harmonization procedures.',
          icon: 'fileCheck',
        },
        {
          title: 'Trade Compliance',
          description: 'Advice on origin rules, the trade liberalisation scheme, tariffs and customs procedures.',
          icon: 'scale',
        },
        {
          title: 'Local Presence',
          description: 'Company set-up, local representation and the selection of distribution partners.',
          icon: 'building',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Countries of the ECOWAS Region',
      intro:
        "The 15 countries of the ECOWAS region, with their capitals and approximate populations (2023 estimates). Burkina Faso, Mali and Niger left ECOWAS in January 2025; we continue to support market entry in all three.",
      countries: [
        { name: 'Benin', capital: 'Porto-Novo', population: '13.7M' },
        { name: 'Burkina Faso', capital: 'Ouagadougou', population: '23.3M' },
        { name: 'Cabo Verde', capital: 'Praia', population: '0.6M' },
        { name: "Côte d'Ivoire", capital: 'Yamoussoukro', population: '28.9M' },
        { name: 'The Gambia', capital: 'Banjul', population: '2.8M' },
        { name: 'Ghana', capital: 'Accra', population: '34.1M' },
        { name: 'Guinea', capital: 'Conakry', population: '14.2M' },
        { name: 'Guinea-Bissau', capital: 'Bissau', population: '2.2M' },
        { name: 'Liberia', capital: 'Monrovia', population: '5.4M' },
        { name: 'Mali', capital: 'Bamako', population: '23.3M' },
        { name: 'Niger', capital: 'Niamey', population: '27.2M' },
        { name: 'Nigeria', capital: 'Abuja', population: '223.8M' },
        { name: 'Senegal', capital: 'Dakar', population: '17.8M' },
        { name: 'Sierra Leone', capital: 'Freetown', population: '8.8M' },
        { name: 'Togo', capital: 'Lomé', population: '9.1M' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Trade Benefits',
      items: [
        {
          title: 'Duty-Free Regional Trade',
          description:
            'Under the ECOWAS Trade Liberalisation Scheme, approved goods originating in the region move between member states free of import duties.',
          icon: 'package',
        },
        {
          title: 'Common External Tariff',
          description:
            'Since 2015 a common external tariff, in five bands, applies to goods imported into the region from outside it.',
          icon: 'chartBar',
        },
        {
          title: 'Free Movement of People',
          description:
            'Community citizens may enter other member states without a visa for up to 90 days, which simplifies business travel.',
          icon: 'users',
        },
        {
          title: 'Right of Establishment',
          description:
            'Community protocols give citizens the right to reside and to set up businesses in other member states.',
          icon: 'building',
        },
        {
          title: 'Brown Card Insurance',
          description:
            'The ECOWAS Brown Card extends third-party motor insurance across member states, including for vehicles carrying goods.',
          icon: 'truck',
        },
        {
          title: 'Shared Currency Zone',
          description:
            'Eight countries of the West African Economic and Monetary Union share the West African CFA franc, which removes exchange costs between them.',
          icon: 'landmark',
        },
        {
          title: 'Harmonized Standards',
          description:
            'Regional standards harmonization reduces the number of different product specifications a manufacturer must meet.',
          icon: 'badgeCheck',
        },
        {
          title: 'Gateway to the AfCFTA',
          description:
            'ECOWAS is one of the regional building blocks of the African Continental Free Trade Area, opening a path to wider African trade.',
          icon: 'globe',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Sector Compliance Areas',
      intro: 'Main requirements by sector. National rules apply in every market, alongside regional ones.',
      groups: [
        {
          title: 'Pharmaceuticals',
          items: [
            'Registration with the national medicines regulator in each market',
            'Good manufacturing practice certification for every site',
            'Dossier in the Common Technical Document format, aligned with regional harmonization',
            'Labels and leaflets in the official language of each market',
          ],
        },
        {
          title: 'Food and Beverages',
          items: [
            'Product registration with the national food regulator',
            'Compliance with national and Codex Alimentarius food standards',
            'Labelling with ingredients, shelf life and nutritional information',
            'Certificates of origin for duty-free regional trade',
          ],
        },
        {
          title: 'Cosmetics and Personal Care',
          items: [
            'Product registration or notification in each market',
            'Compliance with lists of prohibited and restricted ingredients',
            'Product safety and stability documentation',
            'Labelling of ingredients, batch number and manufacturer details',
          ],
        },
        {
          title: 'Medical Devices and Diagnostics',
          items: [
            'Risk classification and registration with the national regulator',
            'Quality management system certification, such as ISO 13485',
            'Performance or clinical evaluation evidence',
            'Post-market surveillance and incident reporting',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Business Support Services',
      items: [
        {
          title: 'Market Research',
          description: 'Demand, competition, pricing and distribution studies for each target market.',
          icon: 'chartBar',
        },
        {
          title: 'Company Incorporation',
          description: 'Set-up of local entities and the permits needed to trade in regulated products.',
          icon: 'building',
        },
        {
          title: 'Partner Selection',
          description: 'Identification and due diligence of distributors, agents and logistics partners.',
          icon: 'handshake',
        },
        {
          title: 'Origin Certification',
          description: 'Applications for approval under the ECOWAS Trade Liberalisation Scheme and certificates of origin.',
          icon: 'stamp',
        },
        {
          title: 'Customs and Tariff Advice',
          description: 'Tariff classification, valuation and import procedures in each market.',
          icon: 'scale',
        },
        {
          title: 'Labelling and Translation',
          description: 'Labels and product information in English, French and Portuguese.',
          icon: 'fileText',
        },
        {
          title: 'Public Tender Support',
          description: 'Preparation of bids for ministries of health and public procurement agencies.',
          icon: 'briefcase',
        },
        {
          title: 'Trademark Protection',
          description: 'Brand protection through ARIPO, OAPI, the Madrid Protocol or national offices.',
          icon: 'shieldCheck',
        },
        {
          title: 'Logistics and Cold Chain',
          description: 'Coordination of transport, storage and temperature-controlled distribution.',
          icon: 'thermometer',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Market Entry Process',
      steps: [
        {
          title: 'Market Assessment',
          description: 'We study demand, competition and regulatory requirements in your target markets.',
          timeline: '2-4 weeks',
        },
        {
          title: 'Entry Strategy',
          description: 'We agree the order of markets, the regulatory pathway, partners and budget with you.',
          timeline: '1-2 weeks',
        },
        {
          title: 'Registration and Set-Up',
          description: 'We prepare registrations, licences and any local entity, and submit them to the authorities.',
          timeline: '4-8 weeks',
        },
        {
          title: 'Approval and Launch',
          description: 'We follow applications through to approval and coordinate the first shipments with your partners.',
          timeline: '6-12 weeks',
        },
        {
          title: 'Ongoing Compliance',
          description: 'We manage renewals, regulatory changes and post-market obligations as your business grows.',
          timeline: 'Ongoing',
        },
      ],
    },
  ],
  cta: {
    heading: 'Plan your entry into West African markets',
    text: 'Tell us which products and countries you have in mind. We will outline the regulatory and trade steps and a realistic timeline.',
    actions: [{ label: 'Explore ECOWAS Markets', href: '/contact', variant: 'primary' }],
  },
};
