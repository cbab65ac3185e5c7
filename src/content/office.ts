import { formatTimeIn, type Locale } from '../i18n/locales';

/**
 * The office's opening times, the same in every language: 24-hour, in Ghana time (GMT all
 * year, no daylight saving). Each locale's `office.ts` writes them in its sentences.
 */
export const openingTimes = { opens: '08:00', closes: '18:00' } as const;

/** The opening times as a locale writes them, through Intl: "8:00 AM", "8 h 00", "8:00". */
export const openingTimesIn = (locale: Locale) => ({
  opens: formatTimeIn(locale, openingTimes.opens),
  closes: formatTimeIn(locale, openingTimes.closes),
});
