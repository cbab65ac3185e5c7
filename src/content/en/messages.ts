import type { InterfaceMessages } from '../messages';
import { site } from '../site';
import { headerMessages } from './headerMessages';

/** Interface strings of the site frame and the components (labels, aria texts, toasts). */
export const messages: InterfaceMessages = {
  components: {
    locale: 'en-US',
    skipLink: 'Skip to main content',
    genericLinkLabels: ['learn more', 'read more', 'more', 'details', 'click here'],
    processStep: 'Step {number}:',
    processTimeline: 'Timeline:',
    countryCapital: 'Capital',
    countryPopulation: 'Population',
  },
  header: headerMessages.labels,
  footer: {
    tagline:
      'Medicines supply, trademark registration and regulatory affairs for West Africa and beyond, from Accra since 2009.',
    servicesHeading: 'Services',
    companyHeading: 'Company',
    contactHeading: 'Contact',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    locationLabel: 'Location',
    copyright: `© {year} ${site.name}. All rights reserved.`,
  },
  opensInNewTab: '(opens in a new tab)',
  countryStatus: { active: 'Active', expanding: 'Expanding' },
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
};
