import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/madrid: Madrid Protocol Services.
 *
 * Country choice: the spec lists 21 African member countries. The Madrid Protocol's
 * African contracting parties (2024) are 22 countries plus OAPI (which counts as one
 * member and covers its 17 states). As the list is of "member countries", OAPI is not an
 * entry (the intro mentions it), and Cabo Verde, the most recent African accession (in
 * force 6 July 2022), is left out. The remaining 21 are all true members. The stat and the
 * heading are worded as "African member countries we cover", not as a total membership.
 */
export const madrid: ServiceDetail = {
  path: '/services/madrid',
  meta: {
    title: `Madrid Protocol Services | ${site.shortName}`,
    description:
      'International trademark registration under the Madrid Protocol: one application through WIPO for 120+ countries, including the 21 African members we cover.',
  },
  hero: {
    eyebrow: 'International Trademark Protection',
    title: 'Madrid Protocol Services',
    lead: `The Madrid System lets a brand owner protect a trademark in many countries through one international application. ${site.shortName} prepares, files and manages Madrid applications for clients in Ghana and across Africa.`,
    actions: [{ label: 'Start Madrid Application', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '120+', label: 'Countries covered by the Madrid System' },
      { value: '21', label: 'African member countries we cover' },
      { value: '70%', label: 'Potential cost savings compared with separate national filings' },
      { value: '8-15 months', label: 'Typical time to protection' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'The Madrid System in Brief',
      paragraphs: [
        'The Madrid System for the international registration of marks is administered by the World Intellectual Property Organization (WIPO) in Geneva. Under the Madrid Protocol of 1989, the owner of a national or regional trademark files one international application, in one language and with one set of fees, and designates the members in which protection is sought.',
        'Ghana is a member of the Madrid Protocol, so businesses established in Ghana can file through the Registrar-General\'s Department as their office of origin. Each designated office then examines the mark under its own law, and the resulting international registration is managed centrally through WIPO.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Key Benefits',
      items: [
        {
          title: 'Lower Cost',
          description:
            'One application and one set of fees, paid in Swiss francs to WIPO, in place of separate national filings with local agents in every country.',
          icon: 'chartBar',
        },
        {
          title: 'Simplicity',
          description:
            'A single application in one language, filed through your home office, instead of different forms, languages and procedures in each country.',
          icon: 'fileCheck',
        },
        {
          title: 'Central Management',
          description:
            'Renewals, changes of owner and changes of name or address are recorded once, with effect in every designated member.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Room to Grow',
          description:
            'New markets can be added to an existing international registration at any time through a subsequent designation.',
          icon: 'trendingUp',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'African Member Countries We Cover',
      intro:
        'The 21 African Madrid Protocol member countries in which we file and follow designations. The African Intellectual Property Organization (OAPI) is also a Madrid member: designating OAPI extends protection to its 17 member states.',
      countries: [
        { name: 'Algeria' },
        { name: 'Botswana' },
        { name: 'Egypt' },
        { name: 'Eswatini' },
        { name: 'The Gambia' },
        { name: 'Ghana' },
        { name: 'Kenya' },
        { name: 'Lesotho' },
        { name: 'Liberia' },
        { name: 'Madagascar' },
        { name: 'Malawi' },
        { name: 'Morocco' },
        { name: 'Mozambique' },
        { name: 'Namibia' },
        { name: 'Rwanda' },
        { name: 'São Tomé and Príncipe' },
        { name: 'Sierra Leone' },
        { name: 'Sudan' },
        { name: 'Tunisia' },
        { name: 'Zambia' },
        { name: 'Zimbabwe' },
      ],
    },
    {
      kind: 'process',
      heading: 'How a Madrid Application Proceeds',
      steps: [
        {
          title: 'Base Application',
          description:
            'A Madrid application must rest on a trademark application or registration in the office of origin. We file or confirm this base mark first.',
          timeline: 'Prerequisite',
        },
        {
          title: 'International Application',
          description:
            'We prepare the international application, choose the designations and file it through the office of origin, which certifies and forwards it to WIPO.',
          timeline: 'Month 1',
        },
        {
          title: 'Formal Examination',
          description:
            'WIPO checks the formal requirements and the classification, records the mark in the International Register and notifies each designated office.',
          timeline: 'Month 2-4',
        },
        {
          title: 'National Examination',
          description:
            'Each designated office examines the mark under its own law within a 12- or 18-month period, and may issue a provisional refusal, which we answer through local counsel.',
          timeline: 'Month 6-18',
        },
        {
          title: 'Protection Granted',
          description:
            'Where no refusal stands, the mark is protected in each designated member as if it had been registered there directly.',
          timeline: 'Month 12-24',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'System Features',
      items: [
        {
          title: 'One Application',
          description: 'A single filing, in English, French or Spanish, reaches every member you designate.',
          icon: 'fileText',
        },
        {
          title: 'One Set of Fees',
          description: 'A basic fee plus a fee for each designation, paid once to WIPO in Swiss francs.',
          icon: 'chartBar',
        },
        {
          title: 'Central Renewal',
          description: 'The international registration is renewed every ten years through a single request to WIPO.',
          icon: 'refresh',
        },
        {
          title: 'Subsequent Designations',
          description: 'Further members can be added to an existing registration as your markets grow.',
          icon: 'globe',
        },
        {
          title: 'Central Recordals',
          description: 'Changes of owner, name, address or representative are recorded once in the International Register.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Online Monitoring',
          description: "Every international registration can be followed in WIPO's public Madrid Monitor database.",
          icon: 'eye',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Eligibility Requirements',
      intro: 'To use the Madrid System, an applicant must meet three conditions.',
      items: [
        'Base registration: a trademark application or registration with the office of origin, which the international application relies on',
        'Home country connection: nationality of, domicile in, or a real and effective business establishment in a Madrid member',
        'Identical mark: the international application must show the same mark as the base, for goods and services within its scope',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our Madrid Services',
      items: [
        {
          title: 'Eligibility Review',
          description: 'Confirmation of your connection to an office of origin and of the base mark to rely on.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Clearance Searches',
          description: 'Searches in the countries you plan to designate before fees are committed.',
          icon: 'search',
        },
        {
          title: 'Designation Strategy',
          description: 'Advice on which members to designate, and where a regional or national filing works better.',
          icon: 'target',
        },
        {
          title: 'Application Preparation',
          description: 'Drafting of the international application and of a specification of goods and services acceptable to WIPO.',
          icon: 'fileText',
        },
        {
          title: 'Refusal Responses',
          description: 'Coordinated responses to provisional refusals through qualified local counsel.',
          icon: 'scale',
        },
        {
          title: 'Subsequent Designations',
          description: 'Extension of existing international registrations to new markets.',
          icon: 'globe',
        },
        {
          title: 'Dependency Monitoring',
          description:
            'Protection of the base mark during the five years in which the international registration depends on it.',
          icon: 'shieldCheck',
        },
        {
          title: 'Renewals and Recordals',
          description: 'Ten-yearly renewals and recordal of assignments, licences and changes of details.',
          icon: 'refresh',
        },
      ],
    },
  ],
  cta: {
    heading: 'Take your brand international with one application',
    text: 'Send us your base mark and your target markets. We will confirm eligibility and prepare an estimate of WIPO and designation fees.',
    actions: [{ label: 'Start Madrid Application', href: '/contact', variant: 'primary' }],
  },
};
