import { servicePath } from '../services/manifest';
import { site } from '../site';
import type { HomeContent } from '../types';
import { office } from './office';

export const home: HomeContent = {
  meta: {
    title: `${site.name} | Medicines and Regulatory Affairs in West Africa`,
    description: `${site.shortName} supplies WHO-prequalified antimalarials and guides medicine registration, trademarks and compliance across West Africa from Accra.`,
  },
  hero: {
    eyebrow: `${office.location} · Since ${site.founded}`,
    title: 'Quality medicines and regulatory expertise for West Africa',
    lead: `${site.name} supplies antimalarial medicines that are WHO-prequalified or approved by a stringent regulatory authority to governments and health institutions, and guides manufacturers and brand owners through registration, trademark protection and regulatory compliance across the region.`,
    actions: [
      { label: 'Explore Our Services', href: '/services', variant: 'primary' },
      { label: 'Contact Us', href: '/contact', variant: 'outline' },
    ],
  },
  stats: {
    heading: 'A record built over fifteen years',
    intro: 'Figures from our work with ministries, public health programmes and pharmaceutical partners across the continent.',
    items: [
      { value: '500+', label: 'Government Contracts' },
      { value: '15', label: 'Years Experience' },
      { value: '12', label: 'African Countries' },
      { value: '50+', label: 'Pharmaceutical Partners' },
    ],
  },
  services: {
    heading: 'What we do',
    intro: 'Four areas of work, delivered by one team that knows both the medicines and the regulations that govern them.',
    items: [
      {
        title: 'Malaria Drug Sales',
        description:
          'Supply of antimalarial medicines that are WHO-prequalified or approved by a stringent regulatory authority, from artemisinin-based combination therapies to severe malaria injectables, for government tenders, bulk orders and health institutions.',
        icon: 'pill',
        action: { label: 'Learn more', href: servicePath('malariaDrugs') },
      },
      {
        title: 'Trademark Registration',
        description:
          'Protection of pharmaceutical and consumer brands through national filings, the regional ARIPO system and international registration under the Madrid Protocol.',
        icon: 'stamp',
        action: { label: 'Learn more', href: servicePath('trademark') },
      },
      {
        title: 'Regulatory Services',
        description:
          'Product registration and compliance support with national and regional authorities, including Ghana FDA, NAFDAC, WAHO, WHO prequalification and African Medicines Agency harmonisation.',
        icon: 'shieldCheck',
        action: { label: 'Learn more', href: servicePath('regulatory') },
      },
      {
        title: 'Government Relations',
        description:
          'Clear, well-documented engagement with ministries of health, procurement agencies and public health programmes, from tender preparation to contract delivery.',
        icon: 'landmark',
        action: { label: 'Learn more', href: '/services' },
      },
    ],
  },
  approach: {
    heading: 'How we work',
    intro: 'Public health supply and regulatory work leave little room for error. Our approach is deliberate and documented at every step.',
    items: [
      {
        title: 'Quality before volume',
        description:
          'We source only from manufacturers whose products are WHO-prequalified or approved by the relevant national authority, and we verify documentation for every batch.',
        icon: 'badgeCheck',
      },
      {
        title: 'Regulation as a discipline',
        description:
          'Our regulatory team follows the requirements of each authority closely, prepares complete dossiers and anticipates questions before they delay an approval.',
        icon: 'clipboardCheck',
      },
      {
        title: 'Local presence, regional reach',
        description: `From our base in ${office.location}, we work with authorities, distributors and partners in twelve African countries, with people who understand each market.`,
        icon: 'globe',
      },
      {
        title: 'Partnerships for the long term',
        description:
          'We measure success by lasting relationships with ministries, programmes and manufacturers, built on reliable delivery and transparent communication.',
        icon: 'handshake',
      },
    ],
  },
  partnership: {
    heading: 'Partner with us',
    text: `Whether you are planning a procurement, registering a medicine or protecting a brand, ${site.shortName} can help. Tell us about your needs and we will respond within 24 hours.`,
    actions: [{ label: 'Start a Conversation', href: '/contact', variant: 'primary' }],
  },
};
