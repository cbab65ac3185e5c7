import type { OfflineMessages } from '../messages';
import { site } from '../site';

export const offline: OfflineMessages = {
  savedCopy: 'You are reading a saved copy from {date}.',
  page: {
    title: `Offline | ${site.shortName}`,
    heading: 'This page could not be loaded',
    text: 'You seem to be offline, and this page is not saved on this device. The pages you have already read open without a connection.',
    retry: 'Try again',
    savedHeading: 'Pages saved on this device',
    savedOn: 'saved {date}',
    noneSaved: 'No page is saved on this device yet.',
    contactHeading: 'Contact us',
    contactText: 'You can still reach us:',
  },
};
