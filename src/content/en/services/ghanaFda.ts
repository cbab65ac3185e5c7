import { site } from '../../site';
import type { ServiceDetail } from '../../types';
import { office } from '../office';

/**
 * /services/ghana-fda: Ghana FDA Services.
 * The spec sets a page title without its value; the wording below is ours.
 */
export const ghanaFda: ServiceDetail = {
  path: '/services/ghana-fda',
  meta: {
    title: `Ghana FDA Services | ${site.shortName}`,
    description: `Product registration with the Food and Drugs Authority of Ghana for medicines, food, cosmetics and devices, handled by our regulatory team in ${office.city}.`,
  },
  hero: {
    eyebrow: 'Ghana Market Entry',
    title: 'Ghana FDA Services',
    lead: `The Food and Drugs Authority (FDA) must register medicines, food, cosmetics, medical devices and other regulated products before they are sold in Ghana. From our office in ${office.city}, ${site.shortName} prepares and follows your applications with the Authority.`,
    actions: [{ label: 'Begin Registration', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '32M', label: "People in Ghana's market" },
      { value: '95%', label: 'Approval success rate' },
      { value: '60 days', label: 'Average processing time' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'About the Food and Drugs Authority',
      paragraphs: [
        'The Food and Drugs Authority is the national regulator for food, drugs, cosmetics, household chemical substances, medical devices and tobacco products in Ghana. It operates under Part Seven of the Public Health Act, 2012 (Act 851).',
        'Products manufactured abroad are registered through a local company that acts as the applicant in Ghana. The Authority evaluates the dossier, may inspect the manufacturing site and tests samples before granting registration.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our Ghana FDA Services',
      items: [
        {
          title: 'Product Registration',
          description: 'Preparation, submission and follow-up of registration applications for every category the Authority regulates.',
          icon: 'fileCheck',
        },
        {
          title: 'GMP Inspection Support',
          description: 'Preparation of local and overseas manufacturing sites for Food and Drugs Authority inspections.',
          icon: 'factory',
        },
        {
          title: 'Import Permits and Clearance',
          description: 'Support with import permits and the clearance of regulated products at ports of entry.',
          icon: 'truck',
        },
        {
          title: 'Renewals and Variations',
          description: 'Renewal of registrations and notification of changes to formulation, labels, sites or ownership.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Registration Categories',
      items: [
        'Human medicines',
        'Herbal medicines',
        'Vaccines and biological products',
        'Veterinary medicines',
        'Medical devices and in vitro diagnostics',
        'Food products and food supplements',
        'Cosmetics',
        'Household chemical substances',
      ],
    },
    {
      kind: 'cards',
      heading: 'Why Choose Us',
      items: [
        {
          title: `Based in ${office.city}`,
          description: 'Our team works close to the Authority and follows each file in person when needed.',
          icon: 'mapPin',
        },
        {
          title: 'Complete Applications',
          description: 'Every dossier is checked against current guidelines before submission, which avoids unnecessary queries.',
          icon: 'checkCircle',
        },
        {
          title: 'Inspection Experience',
          description: 'We prepare manufacturing sites for inspection and accompany them through it.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Clear Timelines',
          description: 'You know from the start what each stage requires and how long it is likely to take.',
          icon: 'clock',
        },
        {
          title: 'Regional Planning',
          description: 'Your Ghana registration is planned alongside registrations in other ECOWAS markets.',
          icon: 'globe',
        },
        {
          title: 'Lifecycle Support',
          description: 'Renewals, variations and post-market obligations are managed for the life of each product.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Registration Process',
      steps: [
        {
          title: 'Pre-Submission Review',
          description: 'We confirm the product category, the applicable guidelines and the documents required.',
        },
        {
          title: 'Dossier Preparation',
          description: 'We compile the application, labels and supporting certificates, and arrange samples.',
        },
        {
          title: 'Submission and Fees',
          description: 'We submit the application to the Authority and pay the prescribed fees.',
        },
        {
          title: 'Evaluation and Inspection',
          description: 'The Authority evaluates the dossier, tests samples and, where required, inspects the manufacturing site; we answer any query.',
        },
        {
          title: 'Registration',
          description: 'The Authority issues the registration, and we record the renewal date and any post-approval obligations.',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Requirements',
      intro: 'Typical requirements for registering a medicine. Other categories follow similar principles.',
      groups: [
        {
          title: 'Applicant and Administrative Requirements',
          items: [
            'A company registered in Ghana to act as the local applicant or agent',
            'Letter of authorization or power of attorney from the manufacturer',
            'Completed application form and payment of the prescribed fees',
            'Certificate of Pharmaceutical Product or free sale certificate from the country of origin',
          ],
        },
        {
          title: 'Technical Requirements',
          items: [
            'Product dossier in the Common Technical Document format',
            'Good manufacturing practice certificate for the manufacturing site',
            'Stability data suited to hot and humid climatic conditions',
            'Product samples, certificate of analysis and labels meeting Ghana labelling rules',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Register your products in Ghana',
    text: 'Tell us about your products. We will confirm the category, the documents required and a realistic timeline for registration.',
    actions: [{ label: 'Start Your Registration', href: '/contact', variant: 'primary' }],
  },
};
