/**
 * Finds English left in a French or Portuguese text: a sentence holding two or more English
 * function words that neither language has ("the", "and", "will", "your"...). Proper names
 * that contain such words (the company's, the Ghana Food and Drugs Authority, GLOSSARY.md)
 * are taken out first. A heuristic for texts no translation check reaches as records (files,
 * toasts, alerts as the reader gets them); one stray word passes, a sentence does not.
 */
import { site } from '../../src/content/site';

/** Words of English grammar that are not words of French or Portuguese ("as", "or", "an", "on" are). */
const englishOnly = new Set([
  'the', 'and', 'of', 'to', 'is', 'are', 'was', 'were', 'will', 'would', 'your', 'you', 'we', 'our', 'with', 'for',
  'this', 'that', 'these', 'has', 'have', 'been', 'be', 'by', 'from', 'it', 'its', 'not', 'at', 'in', 'can', 'which', 'their', 'they',
]);

/** Names that keep their English words in every language. */
const properNames = [site.name, 'Food and Drugs Authority', 'Registrar-General’s Department', "Registrar-General's Department"];

/** The sentences of `text` that read as English, each with the English words found in it. */
export function englishSentences(text: string): string[] {
  let rest = text;
  for (const name of properNames) rest = rest.split(name).join(' ');
  return rest
    .split(/(?<=[.!?:;])\s+|\n+/)
    .map((sentence) => {
      const words = new Set(sentence.toLowerCase().match(/\p{L}[\p{L}’']*/gu)?.filter((word) => englishOnly.has(word)));
      return words.size >= 2 ? `${sentence.trim()} [${[...words].join(', ')}]` : '';
    })
    .filter(Boolean);
}
