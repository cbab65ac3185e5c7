/**
 * A text as Testing Library reads it off the page, to look it up with `getByText`: it
 * collapses the page's whitespace (French punctuation's no-break spaces too, "envoyé !")
 * but compares a string matcher as written.
 */
export const asRead = (text: string): string => text.replace(/\s+/g, ' ').trim();
