/**
 * French typography (GLOSSARY.md conventions; docs/translations.md, "Checking"): a no-break
 * space (U+00A0, or the narrow U+202F) before `:` `;` `!` `?` and `»`, and after `«`. An ordinary
 * space there lets the sign wrap alone onto the next line. A sign with no space before it
 * (`https:`, `14:00`, `?globals=`) is not French punctuation and is left alone.
 */

/** Any white space but the two no-break spaces. */
const breakingSpace = String.raw`[^\S\u00a0\u202f]`;
const spaceBeforeSign = new RegExp(`${breakingSpace}+([:;!?»])`, 'gu');
const spaceAfterGuillemet = new RegExp(`«${breakingSpace}+`, 'gu');

/** Each place in `text` where a breaking space stands before `: ; ! ? »` or after `«`, shown in context. */
export function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = [];
  const around = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 20), index + 20));
  for (const match of text.matchAll(spaceBeforeSign)) problems.push(`ordinary space before "${match[1]}": ${around(match.index)}`);
  for (const match of text.matchAll(spaceAfterGuillemet)) problems.push(`ordinary space after "«": ${around(match.index)}`);
  return problems;
}

/** Every string inside `value` (objects, arrays), with the path that reaches it. */
export function* stringsIn(value: unknown, path = ''): Generator<[path: string, text: string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, `${path}[${index}]`);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, path ? `${path}.${key}` : key);
  }
}
