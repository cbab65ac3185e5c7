import { site } from '../../site';
import type { ServiceDetail } from '../../types';
import { office } from '../office';

/** /services/trademark: Trademark Registration Services. */
export const trademark: ServiceDetail = {
  path: '/services/trademark',
  meta: {
    title: `Trademark Registration Services | ${site.shortName}`,
    description: `Trademark registration across Africa through ARIPO, the Madrid Protocol and national offices: searches, filing, prosecution and renewals, managed from ${office.city}.`,
  },
  hero: {
    eyebrow: 'Intellectual Property',
    title: 'Trademark Registration Services',
    lead: `${site.shortName} protects pharmaceutical, healthcare and consumer brands across Africa. We choose the right route for each market (regional, international or national) and manage every filing from the first search to renewal.`,
    actions: [
      { label: 'Start Application', href: '/contact', variant: 'primary' },
      { label: 'Free Consultation', href: '/contact', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Registration Routes',
      intro:
        'Three routes lead to registered protection in African markets. Most portfolios combine them; we recommend the mix that gives the strongest rights for the budget.',
      items: [
        {
          title: 'ARIPO Registration',
          description:
            'A single application filed with the African Regional Intellectual Property Organization designates the member states you choose under the Banjul Protocol on Marks.',
          icon: 'landmark',
          meta: '12-18 months',
          features: [
            'One application and one fee schedule for several countries',
            'Examination by ARIPO and by each designated office',
            'Ten-year registration, renewable centrally',
          ],
          action: { label: 'Learn More', href: '/contact' },
        },
        {
          title: 'Madrid Protocol',
          description:
            'One international application, filed through your home trademark office and administered by WIPO, extends protection to any of the Madrid members you designate.',
          icon: 'globe',
          meta: '8-15 months',
          features: [
            'Designations across more than 120 countries',
            'Renewals and changes recorded once, through WIPO',
            'Further countries added later by subsequent designation',
          ],
          action: { label: 'Learn More', href: '/contact' },
        },
        {
          title: 'National Registrations',
          description:
            'Direct filings with national trademark offices, for markets outside the regional systems, such as Nigeria and South Africa, or where a national right is easier to enforce.',
          icon: 'mapPin',
          meta: '6-12 months',
          features: [
            'Filing through accredited local agents',
            'Office actions and oppositions handled for you',
            'Renewal reminders and watch services',
          ],
          action: { label: 'Learn More', href: '/contact' },
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Our Registration Process',
      intro: 'Every application follows the same four stages, whichever route it takes.',
      steps: [
        {
          title: 'Trademark Search',
          description:
            'We search the relevant registers for identical and similar marks, including existing medicine names, and report on the risks before you commit to official fees.',
        },
        {
          title: 'Application Preparation',
          description:
            'We confirm the owner details, the representation of the mark and the classes of goods and services, and prepare powers of attorney and any priority claim.',
        },
        {
          title: 'Filing & Prosecution',
          description:
            'We file through the chosen route, answer examination reports and handle any opposition until the application is accepted.',
        },
        {
          title: 'Registration & Maintenance',
          description:
            'We collect the certificates, diarise every renewal date and record changes of owner, name or address, so that protection never lapses.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Why Register With Us',
      items: [
        {
          title: 'One Partner for Africa',
          description:
            'A single point of contact for regional, international and national filings, with consolidated reporting across your whole portfolio.',
          icon: 'globe',
        },
        {
          title: 'Pharmaceutical Expertise',
          description:
            'We check proposed brand names against existing trademarks and against the International Nonproprietary Names used for medicines, a frequent ground for objection.',
          icon: 'pill',
        },
        {
          title: 'Clear Timelines and Fees',
          description:
            'You receive a written estimate of official fees, professional fees and expected timelines for every country before anything is filed.',
          icon: 'clock',
        },
        {
          title: 'Long-Term Protection',
          description:
            'Renewal deadlines, use requirements and recordals are tracked for you, so that registered rights stay valid and enforceable.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Countries We Cover',
      intro:
        'We file and maintain trademarks in the following 19 countries, through ARIPO, the Madrid Protocol, the African Intellectual Property Organization (OAPI) or the national office.',
      countries: [
        { name: 'Ghana' },
        { name: 'Nigeria' },
        { name: "Côte d'Ivoire" },
        { name: 'Senegal' },
        { name: 'Cameroon' },
        { name: 'Liberia' },
        { name: 'Sierra Leone' },
        { name: 'The Gambia' },
        { name: 'Kenya' },
        { name: 'Tanzania' },
        { name: 'Uganda' },
        { name: 'Rwanda' },
        { name: 'Zambia' },
        { name: 'Zimbabwe' },
        { name: 'Botswana' },
        { name: 'Namibia' },
        { name: 'South Africa' },
        { name: 'Egypt' },
        { name: 'Morocco' },
      ],
    },
  ],
  cta: {
    heading: 'Check your mark before you file',
    text: 'Ask for a free preliminary trademark search. We will tell you whether your mark is likely to be available in the markets that matter to you, and which route suits it best.',
    actions: [{ label: 'Free Trademark Search', href: '/contact', variant: 'primary' }],
  },
};
