/**
 * `text` with `phrase` (a phone number, a figure and its unit) held on one line: its spaces
 * become no-break spaces, so a label that wraps never splits it. Screen readers and the
 * accessible name read the same words.
 */
export const keepTogether = (text: string, phrase: string): string => text.replace(phrase, phrase.replaceAll(' ', '\u00a0'));
