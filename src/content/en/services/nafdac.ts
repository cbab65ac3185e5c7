import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/nafdac: NAFDAC registration (Nigeria).
 * The spec sets a page title and description without their values, and gives the stats
 * 200M+, 15 and 90% without labels; the wording below is ours.
 */
export const nafdac: ServiceDetail = {
  path: '/services/nafdac',
  meta: {
    title: `NAFDAC Registration Services | ${site.shortName}`,
    description:
      'Register medicines, food, cosmetics and medical devices with NAFDAC in Nigeria: dossier preparation, local representation, inspections and renewals.',
  },
  hero: {
    eyebrow: 'Nigeria Market Entry',
    title: 'NAFDAC Registration Services',
    lead: `Every regulated product sold in Nigeria must be registered with the National Agency for Food and Drug Administration and Control. ${site.shortName} prepares your application, acts as your link to the agency and follows the file through to approval.`,
    actions: [{ label: 'Start Registration', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '200M+', label: "People in Nigeria, West Africa's largest market" },
      { value: '15', label: 'Years of regulatory experience' },
      { value: '90%', label: 'First-cycle approval rate for our applications' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'About NAFDAC',
      paragraphs: [
        'The National Agency for Food and Drug Administration and Control (NAFDAC) was established in 1993 and regulates the manufacture, importation, exportation, advertisement, distribution, sale and use of food, drugs, cosmetics, medical devices, chemicals and packaged water in Nigeria.',
        'A foreign manufacturer cannot hold a NAFDAC registration directly: it appoints a company incorporated in Nigeria to act as its local representative. Registration involves document review, inspection of the manufacturing site and laboratory analysis of product samples, and is renewed periodically.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our NAFDAC Services',
      items: [
        {
          title: 'Product Registration',
          description:
            'Preparation and submission of registration applications for medicines, food, cosmetics, medical devices and chemicals.',
          icon: 'fileCheck',
        },
        {
          title: 'Local Representation',
          description:
            'Advice on appointing a Nigerian company as your authorized representative, and coordination with it throughout the process.',
          icon: 'handshake',
        },
        {
          title: 'Inspection Readiness',
          description:
            'Preparation of manufacturing sites and warehouses for NAFDAC good manufacturing practice and storage inspections.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Renewals and Variations',
          description:
            'Timely renewal of registrations and notification of changes to products, labels, sites or ownership.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Required Documents',
      intro: 'A typical application for an imported medicine includes:',
      items: [
        'Notarized power of attorney from the manufacturer to the Nigerian representative',
        'Certificate of incorporation of the Nigerian representative, issued by the Corporate Affairs Commission',
        'Certificate of Pharmaceutical Product or free sale certificate from the regulator in the country of origin',
        'Good manufacturing practice certificate for the manufacturing site',
        'Evidence of trademark registration or application in Nigeria',
        'Product dossier in the Common Technical Document format',
        'Certificate of analysis for the finished product',
        'Product samples, labels and package inserts',
      ],
    },
    {
      kind: 'cards',
      heading: 'Benefits of Working With Us',
      items: [
        {
          title: 'Complete First Submissions',
          description: 'Documents are checked against current NAFDAC requirements before filing, which avoids avoidable queries.',
          icon: 'checkCircle',
        },
        {
          title: 'Predictable Timelines',
          description: 'You receive a realistic schedule for vetting, inspection and laboratory analysis from the start.',
          icon: 'calendar',
        },
        {
          title: 'Inspection Preparation',
          description: 'Sites are prepared in advance for the good manufacturing practice inspection.',
          icon: 'factory',
        },
        {
          title: 'Clear Communication',
          description: 'Regular status reports on every file, in plain language.',
          icon: 'mail',
        },
        {
          title: 'Regional Perspective',
          description: 'Your Nigerian registration is planned alongside registrations in other West African markets.',
          icon: 'globe',
        },
        {
          title: 'Ongoing Compliance',
          description: 'Renewal dates, variations and post-market obligations are tracked for you.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Registration Process',
      steps: [
        {
          title: 'Documentation',
          description:
            'We collect and review the documents, confirm the local representative and prepare the application.',
        },
        {
          title: 'Submission and Vetting',
          description:
            'The application is filed with NAFDAC, fees are paid and the agency vets the documents; we answer any query.',
        },
        {
          title: 'Inspection and Laboratory Analysis',
          description:
            'NAFDAC inspects the manufacturing site as required and analyses product samples in its laboratories.',
        },
        {
          title: 'Approval',
          description:
            'After approval, NAFDAC issues the registration number and certificate, and we diarise the renewal date.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Bring your products to the Nigerian market',
    text: 'Send us your product list. We will confirm the documents you need and give you a realistic timeline for NAFDAC registration.',
    actions: [{ label: 'Get Started Today', href: '/contact', variant: 'primary' }],
  },
};
