/**
 * Words as CSS `content` values: what generated text (a printed page's margins, a link's
 * address after it) is written in. Pure functions, used by style files at build time.
 */

/**
 * A text as a CSS string: quotes and backslashes escaped, a line break as `\A` (shown as one
 * where `white-space` keeps breaks), and every character beyond ASCII as its code point
 * (`\E9 ` for "é"), so that a string reads the same whatever charset it is served with. The
 * space after an escape ends it and is no part of the text (CSS Syntax, "consume an escaped
 * code point").
 */
export function cssString(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '"' || character === '\\') escaped += `\\${character}`;
    else if (code < 0x20 || code > 0x7e) escaped += `\\${code.toString(16).toUpperCase()} `;
    else escaped += character;
  }
  return `"${escaped}"`;
}

/**
 * A message template as a `content` value: its words as strings, each `{placeholder}` as the
 * CSS given for it. "Page {page} of {count}" with `{ page: 'counter(page)', count:
 * 'counter(pages)' }` is `"Page " counter(page) " of " counter(pages)`. A placeholder without
 * a value is an error, as in `formatMessage`.
 */
export function cssContent(template: string, values: Record<string, string>): string {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = part.match(/^\{(\w+)\}$/)?.[1];
      if (name === undefined) return cssString(part);
      const value = values[name];
      if (value === undefined) throw new Error(`No CSS for {${name}} in "${template}"`);
      return value;
    })
    .join(' ');
}
