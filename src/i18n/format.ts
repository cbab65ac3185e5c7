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
