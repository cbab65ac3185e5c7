/**
 * Walks the English content and a translation of it in parallel, and yields every piece of
 * text with its translation, or where the two records differ in shape. The translation
 * check (./completeness.ts) and the XLIFF export (./exportXliff.ts) both read content
 * through this walk, so they agree on what a path is.
 */
import type { PluralMessage } from '../format';
import type { ContentPath, PathSegment } from './paths';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

export type ContentPair =
  /** A text and its translation. */
  | { kind: 'text'; path: ContentPath; english: string; translation: string }
  /** A message in plural forms (src/i18n/format.ts) and its translation's forms. */
  | { kind: 'plural'; path: ContentPath; english: PluralMessage; translation: PluralForms }
  /** Where the translation lacks something, has something more, or has another shape. */
  | { kind: 'mismatch'; path: ContentPath; problem: string };

const pluralCategories: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies Intl.LDMLPluralRule[];

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ one: '...', other: '...' }`: every key a plural category, `other` among them, every value text. */
export const isPluralMessage = (value: unknown): value is PluralMessage =>
  isPlainObject(value) && 'other' in value && Object.entries(value).every(([key, form]) => pluralCategories.includes(key) && typeof form === 'string');

/**
 * Records keyed by each locale's own file slugs (the texts of the resource PDFs, keyed by the
 * `fileSlug` of their record): a key pairs with the English key of the record at the same
 * place in the list named here.
 */
const keyedByFileSlugOf: Record<string, readonly string[]> = {
  'resources.guideTexts': ['resources', 'guides'],
  'resources.documentTexts': ['resources', 'documents'],
  'resources.videoTranscripts': ['resources', 'videos'],
};

/** English key -> translation key of a record keyed by file slugs, or undefined for an ordinary record. */
function fileSlugKeys(path: ContentPath, englishRoot: unknown, translationRoot: unknown): Map<string, string> | undefined {
  const listPath = keyedByFileSlugOf[path.join('.')];
  if (!listPath) return undefined;
  const englishList = valueAt(englishRoot, listPath);
  const translatedList = valueAt(translationRoot, listPath);
  const keys = new Map<string, string>();
  if (!Array.isArray(englishList) || !Array.isArray(translatedList)) return keys;
  englishList.forEach((record, index) => {
    const englishSlug = (record as { fileSlug?: unknown }).fileSlug;
    const translatedSlug = (translatedList[index] as { fileSlug?: unknown } | undefined)?.fileSlug;
    if (typeof englishSlug === 'string' && typeof translatedSlug === 'string') keys.set(englishSlug, translatedSlug);
  });
  return keys;
}

/** The value at a path, or undefined. */
export function valueAt(root: unknown, path: ContentPath): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PathSegment, unknown>)[segment];
  }
  return value;
}

/** Every text of `english` paired with its place in `translation`, depth first, in English order. */
export function* pairContent(english: unknown, translation: unknown): Generator<ContentPair> {
  yield* pairValues(english, translation, [], { english, translation });
}

function* pairValues(english: unknown, translation: unknown, path: ContentPath, roots: { english: unknown; translation: unknown }): Generator<ContentPair> {
  if (typeof english !== 'object' && typeof english !== 'string') return; // numbers, booleans: not text
  if (english === null) return;
  if (translation === undefined || translation === null) {
    yield { kind: 'mismatch', path, problem: 'missing' };
    return;
  }
  if (typeof english === 'string') {
    if (typeof translation === 'string') yield { kind: 'text', path, english, translation };
    else yield { kind: 'mismatch', path, problem: `is ${kindOf(translation)}, English has text` };
    return;
  }
  if (isPluralMessage(english)) {
    if (isPlainObject(translation) && Object.values(translation).every((form) => typeof form === 'string')) {
      yield { kind: 'plural', path, english, translation: translation as PluralForms };
    } else {
      yield { kind: 'mismatch', path, problem: `is ${kindOf(translation)}, English has plural forms` };
    }
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) {
      yield { kind: 'mismatch', path, problem: `is ${kindOf(translation)}, English has a list` };
      return;
    }
    if (translation.length !== english.length) {
      yield { kind: 'mismatch', path, problem: `has ${translation.length} items, English has ${english.length}` };
    }
    for (let index = 0; index < Math.min(english.length, translation.length); index++) {
      yield* pairValues(english[index], translation[index], [...path, index], roots);
    }
    return;
  }
  if (!isPlainObject(translation)) {
    yield { kind: 'mismatch', path, problem: `is ${kindOf(translation)}, English has a record` };
    return;
  }
  const keys = fileSlugKeys(path, roots.english, roots.translation);
  const paired = new Set<string>();
  for (const [englishKey, value] of Object.entries(english)) {
    const key = keys ? (keys.get(englishKey) ?? englishKey) : englishKey;
    paired.add(key);
    if (!(key in translation) && value !== undefined) {
      yield { kind: 'mismatch', path: [...path, key], problem: 'missing' };
      continue;
    }
    yield* pairValues(value, translation[key], [...path, key], roots);
  }
  for (const key of Object.keys(translation)) {
    if (!paired.has(key)) yield { kind: 'mismatch', path: [...path, key], problem: 'is not in the English content' };
  }
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a record';
  return `a ${typeof value}`;
}
