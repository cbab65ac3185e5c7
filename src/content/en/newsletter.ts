import { site } from '../site';
import type { NewsletterContent } from '../types';

/** The newsletter's pages for a subscription sent without script (the box itself: newsPage, newsMessages). */
export const newsletter: NewsletterContent = {
  subscribed: {
    meta: {
      title: `Subscribed | ${site.shortName}`,
      description: `Your address is on the ${site.shortName} mailing list: our regulatory updates and company news will reach you by e-mail, about once a month.`,
    },
    hero: {
      eyebrow: 'Newsletter',
      title: 'Thank you for subscribing',
      lead: 'Your address is on our mailing list. Our regulatory updates and company news will reach you by e-mail, about once a month. You can unsubscribe at any time.',
      actions: [
        { label: 'Back to News', href: '/news', variant: 'primary' },
        { label: 'Return to Home', href: '/', variant: 'outline' },
      ],
    },
  },
  notSubscribed: {
    invalid: {
      heading: 'Your address has not been added yet',
      text: 'Please correct it below and subscribe again.',
    },
    rateLimited: { heading: 'Please wait before subscribing again' },
    unavailable: { heading: 'Your address could not be added' },
  },
};
