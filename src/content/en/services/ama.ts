import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/ama: African Medicines Regulatory Harmonization (AMA).
 *
 * Each product category carries its requirements as `items` and its product types in
 * `description`, because `ListGroup` has a single item list.
 */
export const ama: ServiceDetail = {
  path: '/services/ama',
  meta: {
    title: `African Medicines Regulatory Harmonization | ${site.shortName}`,
    description:
      'Prepare medicines, vaccines and medical devices for African Medicines Agency harmonization: readiness assessments, dossier alignment and regional strategy.',
  },
  hero: {
    eyebrow: 'Continental Harmonization',
    title: 'African Medicines Regulatory Harmonization',
    lead: `The African Medicines Agency is set to coordinate medicines regulation across the continent. ${site.shortName} helps manufacturers align their products and dossiers with harmonized African requirements today, and prepare for continental procedures as they come into use.`,
    actions: [
      { label: 'Start Harmonization', href: '/contact', variant: 'primary' },
      {
        label: 'Assessment Check',
        href: '/contact',
        variant: 'outline',
        alert:
          'Thank you for requesting a harmonization readiness assessment. Our regulatory team will contact you within 24 hours to arrange it. You will now be taken to the contact form.',
      },
    ],
    stats: [
      { value: '55', label: 'African Union member states' },
      { value: '200+', label: 'Harmonized guidelines and standards we track' },
      { value: '1.3B', label: 'People across the continent' },
      { value: '6-12 months', label: 'Typical review timeline' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'About the African Medicines Agency',
      paragraphs: [
        'The African Medicines Agency (AMA) is a specialized agency of the African Union. Its founding treaty was adopted by the African Union Assembly in February 2019 and entered into force in November 2021; the agency has its headquarters in Kigali, Rwanda.',
        'The AMA builds on the African Medicines Regulatory Harmonisation (AMRH) initiative, launched in 2009, which brought national regulators together in regional programmes to agree common technical requirements and share assessments.',
        'Its role is to coordinate and strengthen regulation across member states, to evaluate selected priority products and to promote reliance between regulators. We help manufacturers meet harmonized requirements now, so that their products are ready for continental procedures.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our Harmonization Services',
      items: [
        {
          title: 'Readiness Assessment',
          description:
            'A structured review of your products, dossiers and sites against harmonized African requirements, with a prioritized action plan.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Dossier Harmonization',
          description:
            'Conversion and alignment of existing dossiers to the Common Technical Document format and to continental and regional guidelines.',
          icon: 'fileText',
        },
        {
          title: 'Regional Pathway Strategy',
          description:
            'Planning of submissions through regional joint assessment and reliance procedures, market by market.',
          icon: 'map',
        },
        {
          title: 'Regulatory Intelligence',
          description:
            'Regular briefings on new AMA and regional guidelines, procedures and timelines that affect your portfolio.',
          icon: 'lightbulb',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Product Categories',
      intro: 'Requirements differ by type of product. We support three categories.',
      groups: [
        {
          title: 'Medicines',
          description:
            'Product types: generic and innovator medicines, active pharmaceutical ingredients, essential and priority medicines.',
          items: [
            'Complete dossier in the Common Technical Document format',
            'Evidence of good manufacturing practice for every site',
            'Bioequivalence data for generic products',
            'Stability data for the climatic zones of target markets',
          ],
          action: { label: 'Get Harmonization Support', href: '/contact' },
        },
        {
          title: 'Vaccines and Biologicals',
          description:
            'Product types: vaccines, blood products, biotherapeutics and biosimilars.',
          items: [
            'Quality data covering the manufacturing process and its controls',
            'Clinical data on safety and immunogenicity or efficacy',
            'Lot release arrangements and cold chain stability data',
            'Pharmacovigilance and risk management plan',
          ],
          action: { label: 'Get Harmonization Support', href: '/contact' },
        },
        {
          title: 'Medical Devices and Diagnostics',
          description:
            'Product types: medical devices, in vitro diagnostics and medical equipment.',
          items: [
            'Risk classification and essential principles checklist',
            'Quality management system certification, such as ISO 13485',
            'Performance or clinical evaluation evidence',
            'Labelling and instructions for use for each market',
          ],
          action: { label: 'Get Harmonization Support', href: '/contact' },
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Compliance Areas',
      items: [
        'Good manufacturing practice',
        'Quality, safety and efficacy data',
        'Bioequivalence and clinical evidence',
        'Stability and climatic zone requirements',
        'Labelling and product information',
        'Pharmacovigilance and safety reporting',
        'Good distribution and storage practice',
        'Post-approval variations and renewals',
      ],
    },
    {
      kind: 'process',
      heading: 'Harmonization Process',
      steps: [
        {
          title: 'Readiness Assessment',
          description: 'We review your portfolio and documentation against harmonized requirements.',
          timeline: 'Week 1-2',
        },
        {
          title: 'Strategy and Planning',
          description: 'We agree priority products, target markets, regulatory pathways and a timeline with you.',
          timeline: 'Week 3-4',
        },
        {
          title: 'Gap Closure Plan',
          description: 'We set out each documentation and data gap, who closes it and by when.',
          timeline: 'Week 5',
        },
        {
          title: 'Dossier Alignment',
          description: 'We compile and align the dossiers and supporting evidence for submission.',
          timeline: 'Week 6-12',
        },
        {
          title: 'Submission and Review',
          description: 'We file through the agreed procedures and answer the assessors\' questions.',
          timeline: 'Week 13-16',
        },
        {
          title: 'Approval and Maintenance',
          description: 'We follow the decisions through to national registrations and maintain them afterwards.',
          timeline: 'Week 17-20',
        },
      ],
    },
  ],
  cta: {
    heading: 'Get ready for continental regulation',
    text: 'Start with a harmonization readiness review of your priority products. We will show you where you stand and what to do next.',
    actions: [{ label: 'Start Harmonization', href: '/contact', variant: 'primary' }],
  },
};
