import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/regulatory: Regulatory Compliance Services (overview of regional bodies).
 * The spec gives "15 countries" for both WAHO and ECOWAS: the countries of each region.
 * ECOWAS itself has had twelve member states since Burkina Faso, Mali and Niger left on
 * 29 January 2025 (GLOSSARY.md), so no locale calls the 15 "member states"; the ECOWAS
 * page lists the 15 countries and says which three left.
 */
export const regulatory: ServiceDetail = {
  path: '/services/regulatory',
  meta: {
    title: `Regulatory Compliance Services | ${site.shortName}`,
    description:
      'Regulatory compliance consulting for medicines and health products in Africa, with WAHO, the African Medicines Agency, ECOWAS and national regulators.',
  },
  hero: {
    eyebrow: 'Regulatory Compliance',
    title: 'Regulatory Compliance Services',
    lead: `${site.shortName} guides manufacturers, importers and public institutions through the regional and national rules that govern medicines and health products in Africa, from the first gap assessment to ongoing post-approval compliance.`,
    actions: [{ label: 'Compliance Assessment', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '98%', label: 'Approval success rate' },
      { value: '12', label: 'African countries served' },
      { value: '50+', label: 'Regulatory bodies we work with' },
      { value: '15+', label: 'Years of regulatory experience' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Regional Regulatory Bodies',
      intro:
        'Regional bodies set the harmonized frameworks that national regulators apply. We work with each of them on behalf of our clients.',
      items: [
        {
          title: 'WAHO',
          description:
            'The West African Health Organisation, the health agency of ECOWAS, coordinates medicines regulatory harmonization across West Africa.',
          icon: 'heartPulse',
          meta: '15 countries',
          features: [
            'Regional dossier preparation',
            'Joint assessment support',
            'GMP inspection readiness',
            'National registration follow-through',
          ],
        },
        {
          title: 'AMA',
          description:
            'The African Medicines Agency, a specialized agency of the African Union, is building continental coordination of medicines regulation.',
          icon: 'globe',
          meta: 'Continental',
          features: [
            'Harmonization readiness assessments',
            'Alignment with continental guidelines',
            'Regional reliance pathway strategy',
            'Regulatory intelligence and updates',
          ],
        },
        {
          title: 'ECOWAS',
          description:
            'The Economic Community of West African States sets the trade, customs and standards rules for moving goods across the region.',
          icon: 'handshake',
          meta: '15 countries of the region',
          features: [
            'Market entry planning',
            'Trade liberalisation scheme guidance',
            'Standards and labelling compliance',
            'Cross-border distribution support',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Compliance Services',
      items: [
        {
          title: 'Regulatory Strategy',
          description:
            'Market-by-market pathways, timelines and budgets for registering your products with regional and national regulators.',
          icon: 'target',
        },
        {
          title: 'Dossier Preparation',
          description:
            'Compilation and review of registration dossiers in the Common Technical Document (CTD) format, adapted to each authority.',
          icon: 'fileText',
        },
        {
          title: 'GMP and Quality Audits',
          description:
            'Mock inspections and gap analyses against WHO good manufacturing practice, with corrective action plans before the regulator visits.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Post-Approval Compliance',
          description:
            'Variations, renewals, pharmacovigilance obligations and labelling updates managed for the whole life of each registration.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Industries We Serve',
      items: [
        'Pharmaceutical manufacturing',
        'Vaccines and biologicals',
        'Medical devices and diagnostics',
        'Herbal and traditional medicines',
        'Food and food supplements',
        'Cosmetics and personal care',
        'Veterinary medicines',
        'Pharmaceutical import and distribution',
      ],
    },
    {
      kind: 'process',
      heading: 'Our Approach',
      steps: [
        {
          title: 'Assessment',
          description:
            'We review your products, documentation and target markets, and identify the gaps against each applicable requirement.',
        },
        {
          title: 'Strategy',
          description:
            'We set out the regulatory pathway, the order of submissions, the timelines and the budget, and agree them with you.',
        },
        {
          title: 'Implementation',
          description:
            'We prepare and file the submissions, coordinate inspections and answer the regulators\' questions until approval.',
        },
        {
          title: 'Monitoring',
          description:
            'We track regulatory changes, renewals and post-approval obligations, and tell you in good time what needs to be done.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Know where you stand before you submit',
    text: 'A compliance assessment sets out what each regulator will expect from your products and documentation, and what it takes to close the gaps.',
    actions: [{ label: 'Compliance Assessment', href: '/contact', variant: 'primary' }],
  },
};
