import { openingTimesIn } from '../office';
import type { OfficeContent } from '../types';

/** The opening times as Portuguese writes them ("8:00"), for the sentences that give them. */
export const { opens, closes } = openingTimesIn('pt');

/**
 * Where the office is and when it is open (Ghana keeps GMT all year: GLOSSARY.md, "Time").
 * "Acra" is the city's Portuguese name (CLDR pt, Africa/Accra), as "Gana" is the country's.
 */
export const office: OfficeContent = {
  city: 'Acra',
  location: 'Acra, Gana',
  hours: `De segunda a sexta-feira, das ${opens} às ${closes}, GMT (UTC+0)`,
};
