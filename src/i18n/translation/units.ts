/**
 * The translation units of a locale: every translatable text of its content (identifiers
 * left out), with the English source, the locale's current text and where that text is
 * written. The export writes them as XLIFF; the import reads a file against them.
 */
import { placeholdersOf } from '../format';
import { pluralFormsOf } from './completeness';
import { isIdentifier } from './identifiers';
import { pairContent } from './pairs';
import { type ContentPath, formatPath, unitIdOf } from './paths';
import { ContentSources, type TextPart, type TextSource } from './sources';
import type { XliffNote } from './xliff';

export interface TranslationUnit {
  id: string;
  path: ContentPath;
  /** The English text, with its codes where it is a template. */
  english: TextPart[];
  /** The English text as the site shows it (the reference for placeholders). */
  englishText: string;
  /** Where the locale's text is written; a missing plural form is added to its message's object. */
  source: TextSource | { kind: 'missingPluralForm'; messagePath: ContentPath; form: Intl.LDMLPluralRule };
  /** The locale's text as written (undefined for a missing plural form). */
  current?: TextPart[];
  /** The value of each code of the English or the current text. */
  codeValues: Map<string, string | undefined>;
  notes: XliffNote[];
}

export interface LocaleUnits {
  units: TranslationUnit[];
  /** Where the locale's texts are written (the import rewrites them there). */
  sources: ContentSources;
  /** Texts of the English content that the locale lacks (the translation check names them too). */
  missing: string[];
}

/** Every unit of `locale`, in English order. `english` and `translation` are the running content. */
export function translationUnits(root: string, locale: string, english: unknown, translation: unknown): LocaleUnits {
  const englishSources = new ContentSources(root, 'en');
  const localeSources = new ContentSources(root, locale);
  const languageName = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
  const pluralForms = pluralFormsOf(locale);
  const units: TranslationUnit[] = [];
  const missing: string[] = [];

  const unit = (path: ContentPath, englishPath: ContentPath, englishText: string, translated: string | undefined, extraNotes: XliffNote[] = []): TranslationUnit => {
    const englishSource = englishSources.sourceOf(englishPath, englishText);
    const source = translated === undefined ? undefined : localeSources.sourceOf(path, translated);
    const codeValues = new Map<string, string | undefined>();
    const english = partsOf(englishSource, englishText, englishSources, codeValues);
    const current = source && translated !== undefined ? partsOf(source, translated, localeSources, codeValues) : undefined;
    const notes = [...extraNotes, ...notesFor(englishText, english, source)];
    return {
      id: unitIdOf(path),
      path,
      english,
      englishText,
      source: source ?? { kind: 'missingPluralForm', messagePath: path.slice(0, -1), form: path.at(-1) as Intl.LDMLPluralRule },
      current,
      codeValues,
      notes,
    };
  };

  for (const pair of pairContent(english, translation)) {
    if (pair.kind === 'mismatch') {
      missing.push(`${formatPath(pair.path)}: ${pair.problem}`);
    } else if (pair.kind === 'text') {
      if (!isIdentifier(pair.path, pair.english)) units.push(unit(pair.path, pair.path, pair.english, pair.translation));
    } else {
      const forms = new Set([...pluralForms.keys(), ...(Object.keys(pair.translation) as Intl.LDMLPluralRule[])]);
      for (const form of forms) {
        const englishForm = form in pair.english ? form : 'other';
        const example = pluralForms.get(form);
        const note = {
          category: 'plural',
          text:
            `Plural form "${form}" of ${languageName}` +
            (example === undefined ? ', never chosen: it can be deleted' : Number.isNaN(example) ? '.' : `: used for counts such as ${example}.`) +
            (englishForm === form ? '' : ' The English text is its "other" form.'),
        };
        units.push(unit([...pair.path, form], [...pair.path, englishForm], pair.english[englishForm] ?? pair.english.other, pair.translation[form], [note]));
      }
    }
  }
  return { units, missing, sources: localeSources };
}

/** The parts of a text: its literal's, or the text alone when it is computed. Records the codes' values. */
function partsOf(source: TextSource, text: string, sources: ContentSources, codeValues: Map<string, string | undefined>): TextPart[] {
  if (source.kind !== 'literal') return [text];
  for (const part of source.parts) {
    if (typeof part !== 'string' && !codeValues.has(part.code)) codeValues.set(part.code, sources.valueOfCode(source.node, part.code));
  }
  return source.parts;
}

function notesFor(englishText: string, english: TextPart[], source: TextSource | undefined): XliffNote[] {
  const notes: XliffNote[] = [];
  const placeholders = [...new Set(placeholdersOf(englishText))];
  if (placeholders.length) {
    const names = placeholders.map((name) => `{${name}}`).join(', ');
    notes.push({ category: 'placeholders', text: `Keep ${names} as written: the site puts a value in place of each.` });
  }
  if (english.some((part) => typeof part !== 'string')) {
    notes.push({ category: 'codes', text: 'The marked codes are values the site fills in (the company’s name, city, e-mail...): keep each, where the sentence needs it.' });
  }
  if (source?.kind === 'computed') {
    notes.push({ category: 'source', text: `Not editable through this file: ${source.why}${source.where ? ` (${source.where})` : ''}.` });
  }
  return notes;
}
