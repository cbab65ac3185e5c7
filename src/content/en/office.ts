import { openingTimesIn } from '../office';
import type { OfficeContent } from '../types';

/** The opening times as English writes them ("8:00 AM"), for the sentences that give them. */
export const { opens, closes } = openingTimesIn('en');

/**
 * Where the office is and when it is open. The hours are the spec's words (site-core.md,
 * Contact page); Ghana Standard Time is GMT all year (GLOSSARY.md, "Time").
 */
export const office: OfficeContent = {
  city: 'Accra',
  location: 'Accra, Ghana',
  hours: 'Mon - Fri 8AM - 6PM Ghana Standard Time',
};
