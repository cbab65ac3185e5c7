import { site } from '../site';
import type { AboutContent } from '../types';
import { office } from './office';

export const about: AboutContent = {
  meta: {
    title: `About Us | ${site.shortName}`,
    description: `Founded in Accra in ${site.founded}, ${site.shortName} supplies antimalarial medicines and regulatory expertise to governments and partners in 12 African countries.`,
  },
  hero: {
    eyebrow: 'About us',
    title: 'A West African partner for medicines and regulation',
    lead: `Since ${site.founded}, ${site.name} has helped governments, health institutions and manufacturers bring quality medicines to the people who need them, and keep them on the market lawfully.`,
  },
  story: {
    heading: 'Our story',
    paragraphs: [
      `${site.shortName} was founded in ${office.city} in ${site.founded} with a simple conviction: that access to quality medicines in West Africa depends as much on sound regulation and reliable supply as on the medicines themselves. Our founders had seen treatments delayed by incomplete dossiers, unclear procurement processes and fragile distribution, and set out to close those gaps.`,
      'We began by supplying antimalarial medicines to public health programmes in Ghana, working only with manufacturers whose products met WHO standards. As our clients asked for help registering products and meeting the requirements of national and regional authorities, we built a dedicated regulatory practice alongside our supply work.',
      'Over the following years we extended our services to trademark protection through national offices, the African Regional Intellectual Property Organization (ARIPO) and the Madrid System, and to compliance work with authorities across the region. Today we have delivered more than 500 government contracts and work with over 50 pharmaceutical partners in 12 African countries.',
      'Our team combines pharmacists, regulatory affairs specialists, intellectual property practitioners and supply chain professionals. What unites them is a commitment to careful, documented work, because in public health the cost of a mistake is measured in lives.',
    ],
  },
  values: {
    heading: 'Our values',
    intro: 'Four principles guide how we work with clients, authorities and partners.',
    items: [
      {
        title: 'Excellence',
        description:
          'We hold ourselves to the standards of the authorities we work with: complete documentation, verified quality and work that stands up to inspection.',
        icon: 'award',
      },
      {
        title: 'Partnership',
        description:
          'We build long-term relationships with ministries, programmes and manufacturers, based on transparency, reliability and shared responsibility for outcomes.',
        icon: 'handshake',
      },
      {
        title: 'Innovation',
        description:
          'We adopt better tools and methods, from digital submission systems to improved supply tracking, wherever they make our work faster, safer or clearer.',
        icon: 'lightbulb',
      },
      {
        title: 'Pan-African Reach',
        description:
          'We work across borders and regulatory systems, supporting regional harmonisation so that quality medicines can reach patients throughout the continent.',
        icon: 'globe',
      },
    ],
  },
  timeline: {
    heading: 'Our journey',
    intro: `Milestones since our founding in ${office.city}.`,
    entries: [
      {
        year: '2009',
        event: `Founded in ${office.city}`,
        description: 'The company was established to supply quality antimalarial medicines to public health programmes in Ghana.',
      },
      {
        year: '2012',
        event: 'First WAHO certification',
        description: 'We achieved our first certification under West African Health Organisation requirements, laying the foundation of our regional regulatory practice.',
      },
      {
        year: '2015',
        event: 'ARIPO trademark services',
        description: 'We began filing and managing trademark applications through the African Regional Intellectual Property Organization for pharmaceutical brand owners.',
      },
      {
        year: '2018',
        event: 'Madrid Protocol services',
        description: 'We added international trademark registration under the Madrid Protocol, administered by the World Intellectual Property Organization (WIPO).',
      },
      {
        year: '2020',
        event: '500+ government contracts',
        description: 'We passed 500 government contracts delivered for ministries of health and public health programmes across the region.',
      },
      {
        year: '2023',
        event: 'Pan-African compliance network',
        description: 'We formed a network of regulatory partners across the continent to support clients as African regulatory harmonisation advances.',
      },
    ],
  },
  cta: {
    heading: 'Work with us',
    text: 'Learn more about our services or speak with our team about your procurement, registration or trademark needs.',
    actions: [
      { label: 'Our Services', href: '/services', variant: 'primary' },
      { label: 'Contact Us', href: '/contact', variant: 'outline' },
    ],
  },
};
