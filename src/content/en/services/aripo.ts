import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/aripo: ARIPO Trademark Services.
 *
 * Country choice: the spec's headline says 19 countries while its list shows 17; the brief
 * asks for a consistent, true page. ARIPO has 22 member states today. The list below holds
 * the 19 long-standing members, i.e. ARIPO's full membership before its 2020-2022
 * enlargement: Mauritius (acceded 2020), Seychelles (2022) and Cabo Verde (2022) are left
 * out, and the page says so in the countries intro. The headline stat is therefore worded
 * as "member states covered", not as ARIPO's total membership. Not all 19 are party to the
 * Banjul Protocol on Marks, which the prose also states; we do not claim that one ARIPO
 * trademark filing reaches all 19.
 */
export const aripo: ServiceDetail = {
  path: '/services/aripo',
  meta: {
    title: `ARIPO Trademark Services | ${site.shortName}`,
    description:
      'Regional trademark protection through ARIPO and the Banjul Protocol: searches, filing, examination, oppositions and renewals across 19 member states.',
  },
  hero: {
    eyebrow: 'Regional Trademark Protection',
    title: 'ARIPO Trademark Services',
    lead: `${site.shortName} files and manages trademark applications with the African Regional Intellectual Property Organization, so that one well-prepared application can protect your brand in several African markets at once.`,
    actions: [{ label: 'Start ARIPO Application', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '19', label: 'ARIPO member states covered' },
      { value: '70%', label: 'Potential savings on official fees compared with separate national filings' },
      { value: '12-18 months', label: 'Typical time to registration' },
      { value: '1976', label: 'Year ARIPO was established' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'What Is ARIPO?',
      paragraphs: [
        'The African Regional Intellectual Property Organization (ARIPO) is an intergovernmental organization established by the Lusaka Agreement of 9 December 1976. Its secretariat is in Harare, Zimbabwe, and it now has 22 member states, mostly in eastern, southern and western Africa.',
        'Trademarks are registered under the Banjul Protocol on Marks, adopted in 1993. One application, filed with ARIPO or through the office of a contracting state, designates the states in which protection is sought. Once registered, the mark has effect in each designated state.',
        'Not every member state is party to the Banjul Protocol, and some contracting states have yet to give full effect to it in national law. We therefore advise, country by country, where an ARIPO designation is the right tool and where a national filing gives firmer protection.',
      ],
    },
    {
      kind: 'checklist',
      heading: 'Advantages of the ARIPO Route',
      items: [
        'One application covers several designated countries',
        'One set of fees paid to ARIPO instead of separate national fees',
        'Central formal examination and a single registration certificate',
        'Ten-year registration, renewable centrally for further ten-year periods',
        'Changes of owner, name or address recorded once, with effect in every designated state',
      ],
    },
    {
      kind: 'cards',
      heading: 'Key Benefits',
      items: [
        {
          title: 'Cost Efficiency',
          description:
            'A single filing and a single renewal replace a series of national procedures, which substantially reduces official and agent fees.',
          icon: 'chartBar',
        },
        {
          title: 'Simplified Management',
          description:
            'One registration number, one renewal date and one file to maintain, instead of a separate record in every country.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Regional Reach',
          description:
            'Protection in several eastern, southern and western African markets from one application, chosen to match your distribution plans.',
          icon: 'map',
        },
        {
          title: 'Informed Local Follow-Up',
          description:
            'Where a designated office raises an objection or local law needs a national filing, our network of local agents acts for you.',
          icon: 'users',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'ARIPO Member States We Cover',
      intro:
        'Our ARIPO practice covers the 19 long-standing member states below, through an ARIPO designation where the Banjul Protocol applies and through a national filing where it does not. For the three newest members, Mauritius (since 2020), Seychelles and Cabo Verde (both since 2022), we confirm the available route case by case.',
      countries: [
        { name: 'Botswana' },
        { name: 'Eswatini' },
        { name: 'The Gambia' },
        { name: 'Ghana' },
        { name: 'Kenya' },
        { name: 'Lesotho' },
        { name: 'Liberia' },
        { name: 'Malawi' },
        { name: 'Mozambique' },
        { name: 'Namibia' },
        { name: 'Rwanda' },
        { name: 'São Tomé and Príncipe' },
        { name: 'Sierra Leone' },
        { name: 'Somalia' },
        { name: 'Sudan' },
        { name: 'Tanzania' },
        { name: 'Uganda' },
        { name: 'Zambia' },
        { name: 'Zimbabwe' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Our ARIPO Services',
      items: [
        {
          title: 'Availability Searches',
          description:
            'Searches of the ARIPO register and, where needed, of national registers, since an ARIPO search does not reveal marks registered only nationally.',
          icon: 'search',
        },
        {
          title: 'Application Filing',
          description:
            'Preparation and filing of the application, classification of goods and services, selection of designated states and any priority claim.',
          icon: 'fileText',
        },
        {
          title: 'Examination and Office Actions',
          description:
            'Monitoring of ARIPO and national examination, and reasoned responses to any refusal issued by a designated office.',
          icon: 'fileCheck',
        },
        {
          title: 'Opposition Proceedings',
          description:
            'Filing and defending oppositions after publication, and advice on settlement or coexistence where that serves your interests.',
          icon: 'scale',
        },
        {
          title: 'Renewals and Recordals',
          description:
            'Renewal of registrations and recordal of assignments, licences and changes of name or address.',
          icon: 'refresh',
        },
        {
          title: 'Portfolio Watch',
          description:
            'Watching of new ARIPO filings for conflicting marks, with timely alerts so that you can oppose before registration.',
          icon: 'eye',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'ARIPO Registration Timeline',
      intro: 'Typical stages of an ARIPO trademark application. Actual timing depends on the designated offices.',
      steps: [
        {
          title: 'Search and Strategy',
          description: 'We run availability searches and agree with you which states to designate.',
          timeline: 'Week 1-2',
        },
        {
          title: 'Application Filing',
          description:
            'We prepare and file the application with ARIPO, claiming priority from an earlier filing where one exists.',
          timeline: 'Week 3-4',
        },
        {
          title: 'Formal Examination',
          description:
            'ARIPO checks the formal requirements and notifies the application to each designated state.',
          timeline: 'Month 2-4',
        },
        {
          title: 'Substantive Examination',
          description:
            'Each designated office examines the application under its national law; we answer any objection it raises.',
          timeline: 'Month 6-12',
        },
        {
          title: 'Registration',
          description:
            'After publication and the opposition period, ARIPO registers the mark and issues the certificate.',
          timeline: 'Month 12-18',
        },
      ],
    },
  ],
  cta: {
    heading: 'Protect your brand across ARIPO member states',
    text: 'Tell us where you sell or plan to sell. We will recommend the designations that matter and send you a clear estimate of fees and timelines.',
    actions: [{ label: 'Start ARIPO Application', href: '/contact', variant: 'primary' }],
  },
};
