/**
 * The stories' own sample words: what a story shows that the site itself never says (a
 * sample accordion, the type scale's specimen lines, a hero with its stats...). English is
 * the source; `fr.ts` and `pt.ts` hold the same fields (`tsc` holds them to this shape, and
 * copy.test.ts to the site's translation check). Everything else a story shows is the
 * site's content, in the toolbar's locale.
 */
export const en = {
  accordion: [
    { question: 'How quickly do you respond to quote requests?', answer: 'Within 24 hours on working days.' },
    { question: 'Which countries do you cover?', answer: 'Twelve African countries, with offices in Accra.' },
  ],
  card: {
    title: 'ARIPO Registration',
    meta: '12-18 months',
    text: 'One application designating ARIPO member states that apply the Banjul Protocol.',
    action: 'Learn More',
  },
  /** What the contact form's stories type, and the reason their simulated function gives. */
  contactForm: { firstName: 'Ama', message: 'We would like a quote.', serverReason: 'Message is too long' },
  features: ['WHO-prequalified products', 'Cold chain management', 'Batch quality testing', 'Reliable distribution'],
  hero: {
    eyebrow: 'Regional trademarks',
    title: 'ARIPO Trademark Services',
    lead: 'One filing, protection across the member states of the African Regional Intellectual Property Organization.',
    action: 'Start ARIPO Application',
    stats: [
      { value: '19', label: 'Member states covered' },
      { value: '70%', label: 'Cost savings' },
      { value: '12-18 months', label: 'Typical timeline' },
      { value: '1976', label: 'Established' },
    ],
  },
  layout: {
    heading: 'Section with intro',
    intro: 'Sections carry their own h2 and an optional intro.',
    figure: 'Figure',
    box: ['Box with sprinkles', 'in a Stack row'],
  },
  /** What the newsletter's simulated function answers when it refuses an address. */
  newsletter: { serverMessage: 'The mailing list is not available yet.' },
  processSteps: [
    { title: 'Assessment', description: 'We review your product, dossier and target markets.', timeline: 'Week 1-2' },
    { title: 'Strategy', description: 'A filing plan with timelines and costs.', timeline: 'Week 3-4' },
    { title: 'Implementation', description: 'Dossier preparation, submission and follow-up.' },
    { title: 'Monitoring', description: 'Renewals, variations and regulatory changes.' },
  ],
  siteLayout: { heading: 'Page content' },
  toast: { defaultButton: 'Default toast', destructiveButton: 'Destructive toast' },
  typography: {
    eyebrow: 'Eyebrow label',
    display: 'Display heading (h1)',
    section: 'Section heading (h2)',
    card: 'Card heading (h3)',
    minor: 'Small heading (h4)',
    lead: 'Lead text for introductions, set large for reading on phones.',
    body: 'Body text at 17 px with a comfortable line height.',
    small: 'Small muted text for metadata.',
  },
};

/** The shape every locale's story copy has. */
export type StoryCopy = typeof en;
