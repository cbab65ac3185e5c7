import { site } from '../site';
import type { NewsPageContent } from '../types';

export const newsPage: NewsPageContent = {
  meta: {
    title: `News & Updates | ${site.shortName}`,
    description:
      'Regulatory, medical and business news from across West Africa: WAHO, ARIPO, WHO and ECOWAS developments, company milestones and practical guidance.',
  },
  feedTitle: `${site.shortName} news`,
  hero: {
    eyebrow: 'Newsroom',
    title: 'News & Updates',
    lead: `Developments in medicines regulation, trademark protection and public health supply across West Africa, and news from ${site.shortName}.`,
  },
  featuredLabel: 'Featured Story',
  filterLabel: 'Filter articles by category',
  allLabel: 'All',
  listHeading: 'Latest Articles',
  newsletter: {
    heading: 'Stay Updated',
    text: 'Monthly regulatory updates and company news by e-mail. We will first send you a link to confirm your address. You can unsubscribe at any time, from any of our e-mails.',
    privacyLink: 'Read our privacy notice.',
    placeholder: 'Your e-mail address',
    buttonLabel: 'Subscribe',
  },
  cta: {
    heading: 'Have a question about a regulatory change?',
    text: 'Our regulatory, legal and procurement specialists can explain what a development means for your products and markets.',
    actions: [{ label: 'Talk to Our Team', href: '/contact', variant: 'primary' }],
  },
};
