import { openingTimesIn } from '../office';
import type { OfficeContent } from '../types';

/** The opening times as English writes them ("8:00 AM"), for the sentences that give them. */
export const { opens, closes } = openingTimesIn('en');

/** Where the office is and when it is open (Ghana keeps GMT all year: GLOSSARY.md, "Time"). */
export const office: OfficeContent = {
  city: 'Accra',
  location: 'Accra, Ghana',
  hours: `Monday to Friday, ${opens} to ${closes} GMT (UTC+0)`,
};
