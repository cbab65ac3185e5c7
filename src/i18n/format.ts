/**
 * Formatting for messages and values in a given locale. Every function takes the locale
 * (a BCP 47 tag such as "en-US" or "fr"): nothing here assumes a language, and word order
 * lives in the message templates, never in code.
 */

export type MessageValues = Record<string, string | number>;

/** "Step {number}:" with { number: 2 } -> "Step 2:". A placeholder without a value is an error. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** The `{placeholders}` of a template, sorted (the translation check compares them). */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();

/** A message in plural forms, chosen by Intl.PluralRules; `other` is always required. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function formatPlural(locale: string, forms: PluralMessage, count: number, values: MessageValues = {}): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return formatMessage(form, { count: new Intl.NumberFormat(locale).format(count), ...values });
}

/** An ISO date ("2026-11-01") in UTC, so the server and every visitor agree: "November 1, 2026", "1 novembre 2026". */
export function formatDate(locale: string, isoDate: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The time zone of the company's office, in which every time on the site is given (GMT all year, no daylight saving). */
export const officeTimeZone = 'Africa/Accra';

export interface TimeOptions {
  /**
   * What goes between hours and minutes, where the language's typography differs from
   * CLDR's pattern: French writes "14 h 00" (CLDR fr: "14:00"). Intl still chooses the
   * hour cycle, the digits and the day period.
   */
  hourMinuteSeparator?: string;
}

/**
 * A time of day ("14:00", 24-hour, office time) on a date (ISO, for the day's time zone
 * rules): "2:00 PM", "14:00", with `hourMinuteSeparator` " h " "14 h 00".
 */
export function formatTime(locale: string, time: string, date = '2024-01-01', { hourMinuteSeparator }: TimeOptions = {}): string {
  if (!/^\d{2}:\d{2}$/.test(time)) throw new Error(`Not a 24-hour time: "${time}"`);
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: officeTimeZone });
  const moment = new Date(`${date}T${time}:00Z`);
  if (hourMinuteSeparator === undefined) return format.format(moment);
  return format
    .formatToParts(moment)
    .map((part, index, parts) => {
      const betweenHourAndMinute = part.type === 'literal' && parts[index - 1]?.type === 'hour' && parts[index + 1]?.type === 'minute';
      return betweenHourAndMinute ? hourMinuteSeparator : part.value;
    })
    .join('');
}
