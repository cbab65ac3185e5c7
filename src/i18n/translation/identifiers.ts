/**
 * Which strings of the content are identifiers (links, file paths, ids, enum values, ISO
 * dates) rather than copy. Identifiers are never translated: the translation check does not
 * compare them with English, and the XLIFF export leaves them out.
 *
 * The rule is the field's name AND the shape of its English value, because a few names hold
 * both: `date` is an ISO date on an article and the label "Date" in the text-file messages,
 * `category` is an id on an article and "Regulatory" on a guide.
 */
import type { ContentPath } from './paths';

/** An id or enum value as the code writes them: camelCase or kebab-case, lowercase first ("shieldCheck", "q4-results", "404"). */
const codeId = /^[a-z0-9]+(?:[-A-Z0-9][a-z0-9]*)*$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const sitePath = /^\//;

const identifierFields: Record<string, RegExp> = {
  // Links and files.
  href: /^(\/|#|https?:|mailto:|tel:)/,
  src: sitePath,
  path: sitePath,
  // Ids that code matches: slugs, icon names, block kinds, enum values.
  slug: codeId,
  fileSlug: codeId,
  icon: codeId,
  kind: codeId,
  type: codeId,
  variant: codeId,
  status: codeId,
  category: codeId,
  code: codeId,
  youtubeId: /^[\w-]{11}$/,
  locale: /^[a-z]{2}(-[A-Z]{2})?$/,
  // ISO dates and 24-hour times, formatted by Intl in the page's language.
  date: isoDate,
  lastUpdated: isoDate,
  time: /^\d{2}:\d{2}$/,
};

/** True when the English string at `path` is an identifier, not copy. */
export function isIdentifier(path: ContentPath, english: string): boolean {
  const key = path.findLast((segment) => typeof segment === 'string');
  const shape = key === undefined ? undefined : identifierFields[key];
  return shape?.test(english) ?? false;
}
