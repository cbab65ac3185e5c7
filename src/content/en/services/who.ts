import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/who: WHO Prequalification Services.
 * The spec sets a page title without its value; the wording below is ours. It gives the
 * benefits list without a count: six are listed.
 */
export const who: ServiceDetail = {
  path: '/services/who',
  meta: {
    title: `WHO Prequalification Services | ${site.shortName}`,
    description:
      'Guidance through WHO prequalification of medicines, vaccines, diagnostics and vector control products, from eligibility checks to listing and beyond.',
  },
  hero: {
    eyebrow: 'Global Quality Standards',
    title: 'WHO Prequalification Services',
    lead: `WHO prequalification confirms that a health product meets international standards of quality, safety and efficacy, and is a gateway to procurement by United Nations agencies and global health funders. ${site.shortName} guides manufacturers through every stage.`,
    actions: [{ label: 'Start Prequalification', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '$3B+', label: 'Annual international procurement that relies on prequalification' },
      { value: '194', label: 'WHO Member States' },
      { value: '85%', label: 'Client success rate' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'About WHO Prequalification',
      paragraphs: [
        'The World Health Organization began prequalifying medicines in 2001, starting with treatments for HIV/AIDS, malaria and tuberculosis. Vaccines have been prequalified since 1987, and the programme today also covers in vitro diagnostics, vector control products and other priority health products.',
        'Prequalification involves the assessment of a product dossier, inspection of manufacturing and, where relevant, clinical or bioequivalence sites, and ongoing monitoring after listing. United Nations agencies, global health funders and many national regulators rely on the results.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our Prequalification Services',
      items: [
        {
          title: 'Eligibility and Gap Assessment',
          description:
            'Confirmation that your product is eligible, and a review of your dossier and sites against WHO requirements.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Dossier Preparation',
          description:
            'Compilation of the dossier in the Common Technical Document format, including quality and bioequivalence data.',
          icon: 'fileText',
        },
        {
          title: 'Inspection Readiness',
          description:
            'Mock inspections of manufacturing, clinical and bioequivalence sites against WHO good practices.',
          icon: 'microscope',
        },
        {
          title: 'Post-Listing Maintenance',
          description:
            'Management of variations, periodic reviews and requalification, so that listed products stay listed.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Prequalification Programs',
      items: [
        {
          title: 'Medicines',
          description:
            'Finished pharmaceutical products and active pharmaceutical ingredients for priority diseases, including HIV, malaria, tuberculosis and reproductive health.',
          icon: 'pill',
        },
        {
          title: 'Vaccines',
          description: 'Vaccines for procurement by United Nations agencies for national immunization programmes.',
          icon: 'syringe',
        },
        {
          title: 'In Vitro Diagnostics',
          description: 'Diagnostic tests for priority diseases, assessed for quality, safety and performance.',
          icon: 'flask',
        },
        {
          title: 'Vector Control Products',
          description: 'Products such as insecticide-treated nets and indoor residual sprays used against malaria vectors.',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Benefits of Prequalification',
      items: [
        {
          title: 'Access to International Tenders',
          description: 'Prequalified products are eligible for procurement by United Nations agencies and global health funders.',
          icon: 'briefcase',
        },
        {
          title: 'Faster National Registration',
          description: 'Many national regulators can register prequalified products through WHO\'s collaborative registration procedure.',
          icon: 'clock',
        },
        {
          title: 'Recognized Quality',
          description: 'Prequalification is a widely recognized signal of quality, safety and efficacy.',
          icon: 'award',
        },
        {
          title: 'Stronger Market Position',
          description: 'Listing distinguishes your products in competitive public and private markets.',
          icon: 'trendingUp',
        },
        {
          title: 'Better Quality Systems',
          description: 'The process strengthens manufacturing and quality management across your operations.',
          icon: 'shieldCheck',
        },
        {
          title: 'Public Health Impact',
          description: 'Your products reach patients in the countries that need quality-assured medicines most.',
          icon: 'heartPulse',
        },
      ],
    },
    {
      kind: 'stats',
      heading: 'Key Statistics',
      stats: [
        { value: '500+', label: 'Prequalified products' },
        { value: '150+', label: 'Manufacturers with prequalified products' },
        { value: '70+', label: 'Countries supplied through international procurement' },
      ],
    },
    {
      kind: 'process',
      heading: 'Prequalification Process',
      steps: [
        {
          title: 'Eligibility Check',
          description: 'We confirm that the product falls within a current WHO invitation or eligibility list.',
        },
        {
          title: 'Gap Assessment',
          description: 'We review your dossier, data and sites against WHO requirements and plan any remediation.',
        },
        {
          title: 'Dossier Preparation',
          description: 'We compile the dossier and supporting data, including bioequivalence or clinical evidence.',
        },
        {
          title: 'Submission and Assessment',
          description: 'We submit the dossier and help you answer the assessors\' questions promptly and completely.',
        },
        {
          title: 'Site Inspection',
          description: 'WHO inspects the manufacturing and, where relevant, clinical or bioequivalence sites; we prepare you beforehand.',
        },
        {
          title: 'Listing and Maintenance',
          description: 'Once prequalified, the product is listed publicly; we then manage variations and requalification.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Open the way to international procurement',
    text: 'Talk to us about the products you would like to prequalify. We will assess eligibility and readiness, and propose a plan.',
    actions: [{ label: 'Begin Your Journey', href: '/contact', variant: 'primary' }],
  },
};
