import { site } from '../site';
import type { NewsletterContent } from '../types';

/** The newsletter's pages for a subscription sent without script (the box itself: newsPage, newsMessages). */
export const newsletter: NewsletterContent = {
  subscribed: {
    meta: {
      title: `Check your inbox | ${site.shortName}`,
      description: `Confirm your subscription to the ${site.shortName} newsletter with the link we have sent you by e-mail.`,
    },
    hero: {
      eyebrow: 'Newsletter',
      title: 'Check your inbox',
      lead: 'We have sent a link to the address you gave us. Open it within 48 hours to confirm your subscription: until then, nothing will be sent to you. If the e-mail has not arrived in a few minutes, look in your spam folder.',
      actions: [
        { label: 'Back to News', href: '/news', variant: 'primary' },
        { label: 'Return to Home', href: '/', variant: 'outline' },
      ],
    },
  },
  confirmed: {
    meta: {
      title: `Subscription confirmed | ${site.shortName}`,
      description: `Your address is on the ${site.shortName} mailing list.`,
    },
    hero: {
      eyebrow: 'Newsletter',
      title: 'Your subscription is confirmed',
      lead: 'Thank you. Our regulatory updates and company news will reach you by e-mail, about once a month. Every e-mail has a link to unsubscribe in one click.',
      actions: [
        { label: 'Back to News', href: '/news', variant: 'primary' },
        { label: 'Return to Home', href: '/', variant: 'outline' },
      ],
    },
  },
  unsubscribed: {
    meta: {
      title: `Unsubscribed | ${site.shortName}`,
      description: `Your address has been removed from the ${site.shortName} mailing list.`,
    },
    hero: {
      eyebrow: 'Newsletter',
      title: 'You have been unsubscribed',
      lead: 'We will not send you the newsletter any more. If you change your mind, you can subscribe again below.',
      actions: [{ label: 'Return to Home', href: '/', variant: 'outline' }],
    },
  },
  linkInvalid: {
    meta: {
      title: `Link expired | ${site.shortName}`,
      description: 'This confirmation link can no longer be used.',
    },
    hero: {
      eyebrow: 'Newsletter',
      title: 'This link can no longer be used',
      lead: 'Confirmation links work once, for 48 hours, and only the latest one we sent. Your address has not been added. Enter it again below and we will send you a new link.',
      actions: [{ label: 'Return to Home', href: '/', variant: 'outline' }],
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
  mail: {
    subject: 'Confirm your subscription to the {company} newsletter',
    greeting: 'Hello,',
    intro: 'Someone, hopefully you, asked to receive the {company} newsletter at {email}: our regulatory updates and company news, about once a month. Please confirm with the link below.',
    action: 'Confirm my subscription',
    expiry: 'The link works once and expires in 48 hours.',
    ignore: 'If you did not ask for this, ignore this e-mail: your address will not be added, and we will delete it within 7 days.',
    unsubscribeText: 'You can unsubscribe at any time:',
    unsubscribe: 'Unsubscribe',
  },
};
