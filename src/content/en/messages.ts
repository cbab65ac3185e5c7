import { site } from '../site';

/**
 * Interface strings used by components (labels, aria texts, toasts). Kept apart from the
 * components so the FR and PT versions can supply their own.
 */
export const messages = {
  skipLink: 'Skip to main content',
  /**
   * Link labels that say nothing out of context (search engines and screen-reader link
   * lists flag them): such a link also carries its card's title as hidden text.
   */
  genericLinkLabels: ['learn more', 'read more', 'more', 'details', 'click here'],
  header: {
    homeLabel: `${site.name}, home`,
    navLabel: 'Main',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    menuButton: 'Menu',
    getInTouch: 'Get in Touch',
    languageGroup: 'Language',
    languages: [
      { code: 'en', label: 'EN', name: 'English' },
      { code: 'fr', label: 'FR', name: 'Français' },
      { code: 'pt', label: 'PT', name: 'Português' },
    ],
  },
  footer: {
    tagline:
      'Medicines supply, trademark registration and regulatory affairs for West Africa and beyond, from Accra since 2009.',
    servicesHeading: 'Services',
    companyHeading: 'Company',
    contactHeading: 'Contact',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    locationLabel: 'Location',
    copyright: (year: number) => `© ${year} ${site.name}. All rights reserved.`,
  },
  process: {
    stepLabel: (n: number) => `Step ${n}:`,
    timelineLabel: 'Timeline:',
  },
  countries: {
    capital: 'Capital',
    population: 'Population',
    status: 'Status',
  },
  toast: {
    close: 'Dismiss notification',
    region: 'Notifications',
  },
  errorPage: {
    title: 'Unexpected Application Error',
    metaTitle: `Unexpected Application Error | ${site.shortName}`,
    text: 'Something went wrong while showing this page. Please try again, or contact us if the problem continues.',
    reload: 'Reload the page',
    home: 'Return to Home',
  },
  learnMore: 'Learn more',
} as const;
