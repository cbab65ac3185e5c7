/**
 * A translated text written back as TypeScript source: the literal that replaces the old one,
 * in the old one's quotes, and a template literal where the text holds codes.
 */
import { Node, type ObjectLiteralExpression } from 'ts-morph';
import type { TextLiteral, TextPart } from './sources';

/** Source code of a literal with `parts`, in the style of `original` (quotes kept; backticks for codes). */
export function literalFor(parts: readonly TextPart[], original?: TextLiteral): string {
  const hasCodes = parts.some((part) => typeof part !== 'string');
  if (!hasCodes && (!original || Node.isStringLiteral(original))) {
    const quote = original?.getText().startsWith('"') ? '"' : "'";
    return quote + escapeString(parts.join(''), quote) + quote;
  }
  return `\`${parts.map((part) => (typeof part === 'string' ? escapeTemplate(part) : `\${${part.code}}`)).join('')}\``;
}

const namedEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Line breaks and other control characters as escapes, so a literal stays on its line. */
const escapeControls = (text: string): string =>
  [...text]
    .map((character) => {
      const code = character.charCodeAt(0);
      if (namedEscapes[character]) return namedEscapes[character];
      return code < 0x20 || code === 0x2028 || code === 0x2029 ? `\\u${code.toString(16).padStart(4, '0')}` : character;
    })
    .join('');

const escapeString = (text: string, quote: string): string => escapeControls(text.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`));

const escapeTemplate = (text: string): string => escapeControls(text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${'));

export interface Insertion {
  position: number;
  text: string;
}

const formOrder: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Where and how to add the plural form `form` to a message's object literal: before the
 * first form that follows it (`other` always does), on the same line or a line of its own,
 * as the object is written.
 */
export function pluralFormInsertion(message: ObjectLiteralExpression, form: string, parts: readonly TextPart[]): Insertion | undefined {
  const properties = message.getProperties();
  const next = properties.find((property) => Node.isPropertyAssignment(property) && formOrder.indexOf(property.getName()) > formOrder.indexOf(form));
  if (!next || !Node.isPropertyAssignment(next)) return undefined;
  const initializer = next.getInitializer();
  const literal = literalFor(parts, initializer && Node.isStringLiteral(initializer) ? initializer : undefined);
  const lineStart = next.getStartLinePos();
  const before = message.getSourceFile().getFullText().slice(lineStart, next.getStart());
  const ownLine = /^\s*$/.test(before);
  return { position: next.getStart(), text: ownLine ? `${form}: ${literal},\n${before}` : `${form}: ${literal}, ` };
}
