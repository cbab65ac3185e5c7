import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/waho: WAHO Certification Services.
 *
 * The spec fixes 15 member countries. Burkina Faso, Mali and Niger announced their
 * withdrawal from ECOWAS (of which WAHO is the health agency) in January 2024; ECOWAS
 * recorded it as effective 29 January 2025. They stay in the list as the spec's 15, and the
 * countries intro states the withdrawal so that the page says nothing untrue.
 */
export const waho: ServiceDetail = {
  path: '/services/waho',
  meta: {
    title: `WAHO Certification Services | ${site.shortName}`,
    description:
      'Support for regional medicines registration coordinated by the West African Health Organisation: dossiers, joint assessments and GMP inspection readiness.',
  },
  hero: {
    eyebrow: 'West African Regulatory Harmonization',
    title: 'WAHO Certification Services',
    lead: `${site.shortName} prepares manufacturers for the regional medicines registration procedures coordinated by the West African Health Organisation, and follows each product through to national approval in the markets that matter to them.`,
    actions: [{ label: 'Start WAHO Application', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '15', label: 'Countries in the WAHO region' },
      { value: '380M', label: 'People in the region' },
      { value: '98%', label: 'Application success rate' },
      { value: '6-8 months', label: 'Typical completion time' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'About WAHO',
      paragraphs: [
        'The West African Health Organisation (WAHO) is the specialized health institution of the Economic Community of West African States (ECOWAS). It was created by a protocol signed by ECOWAS Heads of State in 1987 and has its headquarters in Bobo-Dioulasso, Burkina Faso.',
        'Through the ECOWAS Medicines Regulatory Harmonisation initiative, WAHO coordinates joint assessments of registration dossiers by national regulators and promotes common technical requirements. A product that passes a joint assessment can then be registered more predictably by the national authorities taking part.',
        'We prepare dossiers to the regional requirements, support manufacturers through assessment and inspection, and coordinate the national registrations that follow.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our WAHO Services',
      items: [
        {
          title: 'Regional Dossier Preparation',
          description:
            'Compilation of registration dossiers in the Common Technical Document format, aligned with the harmonized ECOWAS requirements.',
          icon: 'fileText',
        },
        {
          title: 'Joint Assessment Support',
          description:
            'Submission management and timely, well-documented responses to assessor questions during the regional review.',
          icon: 'users',
        },
        {
          title: 'GMP Inspection Readiness',
          description:
            'Mock inspections and gap analyses of manufacturing sites against WHO good manufacturing practice.',
          icon: 'factory',
        },
        {
          title: 'National Registration Follow-Through',
          description:
            'Coordination of the national registrations that follow a regional assessment, country by country.',
          icon: 'mapPin',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Countries of the WAHO Region',
      intro:
        'The 15 West African countries of the WAHO region. Burkina Faso, Mali and Niger announced their withdrawal from ECOWAS in January 2024, effective January 2025; we continue to support registrations with the national regulators of all 15 countries.',
      countries: [
        { name: 'Benin' },
        { name: 'Burkina Faso' },
        { name: 'Cabo Verde' },
        { name: "Côte d'Ivoire" },
        { name: 'The Gambia' },
        { name: 'Ghana' },
        { name: 'Guinea' },
        { name: 'Guinea-Bissau' },
        { name: 'Liberia' },
        { name: 'Mali' },
        { name: 'Niger' },
        { name: 'Nigeria' },
        { name: 'Senegal' },
        { name: 'Sierra Leone' },
        { name: 'Togo' },
      ],
    },
    {
      kind: 'process',
      heading: 'Certification Process',
      intro: 'A typical timeline for a regional application. The regulators set the pace of the review stages.',
      steps: [
        {
          title: 'Initial Consultation',
          description:
            'We review your product, its current registrations and your target markets, and confirm eligibility for the regional procedure.',
          timeline: 'Week 1-2',
        },
        {
          title: 'Dossier Preparation',
          description:
            'We compile or adapt the dossier, close documentation gaps and prepare labels and leaflets for each market.',
          timeline: 'Week 3-8',
        },
        {
          title: 'Submission',
          description: 'We submit the complete dossier and pay the fees through the applicable procedure.',
          timeline: 'Week 9',
        },
        {
          title: 'Technical Review',
          description:
            'Assessors from participating regulators evaluate quality, safety and efficacy data; we answer their questions promptly.',
          timeline: 'Week 10-20',
        },
        {
          title: 'Inspection and Queries',
          description:
            'Where required, the manufacturing site is inspected and any outstanding queries are resolved.',
          timeline: 'Week 21-24',
        },
        {
          title: 'Decision and National Registration',
          description:
            'The assessment outcome is communicated and we complete the national registration steps in each target country.',
          timeline: 'Week 25-28',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Benefits of Regional Registration',
      items: [
        {
          title: 'Regional Market Access',
          description: 'One coordinated assessment opens the way to registration in several West African markets.',
          icon: 'map',
        },
        {
          title: 'Less Duplication',
          description: 'A single harmonized dossier replaces a series of separately formatted national submissions.',
          icon: 'fileCheck',
        },
        {
          title: 'More Predictable Timelines',
          description: 'National regulators can rely on the joint assessment, which makes approval timelines easier to plan.',
          icon: 'clock',
        },
        {
          title: 'Credibility with Buyers',
          description: 'A regionally assessed product is easier to offer to ministries of health, NGOs and public tenders.',
          icon: 'award',
        },
        {
          title: 'Consistent Quality Standards',
          description: 'One set of quality requirements across markets simplifies manufacturing and batch release.',
          icon: 'shieldCheck',
        },
        {
          title: 'Single Point of Coordination',
          description: 'One team manages your submissions, inspections and national follow-up across the region.',
          icon: 'network',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Requirements',
      intro: 'Before a regional submission, a product generally needs:',
      items: [
        'A registration dossier in the Common Technical Document format, with quality, non-clinical and clinical or bioequivalence data',
        'A valid good manufacturing practice (GMP) certificate for each manufacturing site, and readiness for inspection',
        'A Certificate of Pharmaceutical Product or proof of registration in the country of origin',
        'Samples, labels and package leaflets in the official language of each target market',
      ],
    },
    {
      kind: 'checklist',
      heading: 'Support Services',
      items: [
        'Gap analysis of existing dossiers',
        'CTD module compilation and review',
        'Bioequivalence study planning',
        'Stability data planning for hot and humid climates',
        'Label and leaflet review in English, French and Portuguese',
        'Responses to assessor queries',
        'Local representation in each target market',
        'Post-approval variations and renewals',
      ],
    },
  ],
  cta: {
    heading: 'Prepare your products for regional registration',
    text: 'Tell us which products and markets you have in mind. We will assess readiness and propose a realistic plan and timeline.',
    actions: [{ label: 'Start WAHO Application', href: '/contact', variant: 'primary' }],
  },
};
