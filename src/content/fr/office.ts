import { openingTimesIn } from '../office';
import type { OfficeContent } from '../types';

/** The opening times as French writes them ("8 h 00"), for the sentences that give them. */
export const { opens, closes } = openingTimesIn('fr');

/** Where the office is and when it is open (Ghana keeps GMT all year: GLOSSARY.md, "Time"). */
export const office: OfficeContent = {
  city: 'Accra',
  location: 'Accra (Ghana)',
  hours: `Du lundi au vendredi, de ${opens} à ${closes} GMT (UTC+0)`,
};
