/**
 * `npm run i18n:import -- fr.xlf`: a translator's XLIFF file written back into the locale's
 * TypeScript modules (src/content/<locale>/). Only the literals whose text changed are
 * rewritten, in place, so formatting and comments stay as they are. The whole file is
 * refused, and nothing written, when any unit is wrong: a unit that does not exist, a target
 * whose placeholders or codes differ, a text that is not a literal of the locale's modules,
 * or a file for another language.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { placeholdersOf } from '../format';
import { type Insertion, literalFor, pluralFormInsertion } from './literals';
import { formatPath } from './paths';
import type { ContentSources, TextLiteral, TextPart } from './sources';
import { type TranslationUnit, translationUnits } from './units';
import { readXliff, type XliffDocument, type XliffUnit } from './xliff';

export class ImportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`The file was not imported (nothing was written):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export interface ImportOptions {
  root: string;
  xliff: string;
  /** The running content of a locale (src/content/index.ts `contentFor`). */
  contentFor: (locale: string) => unknown;
  /** The locale's codes that have content (src/i18n/locales.ts `contentLocales`). */
  locales: readonly string[];
  /** When given, the file must be for this locale. */
  locale?: string;
}

export interface ImportResult {
  locale: string;
  /** Units whose text changed: id and where it was written. */
  changed: { id: string; where: string }[];
  /** Things to do by hand after this import. */
  reminders: string[];
}

interface Change {
  unit: TranslationUnit;
  target: TextPart[];
}

export function importXliff(options: ImportOptions): ImportResult {
  const document = readXliff(options.xliff);
  const locale = localeOf(document, options);
  const { units, sources } = translationUnits(options.root, locale, options.contentFor('en'), options.contentFor(locale));
  const unitsById = new Map(units.map((unit) => [unit.id, unit]));

  const problems: string[] = [];
  const changes: Change[] = [];
  const seen = new Set<string>();
  for (const fileUnit of document.files.flatMap((file) => file.units)) {
    if (seen.has(fileUnit.id)) problems.push(`Unit ${fileUnit.id} appears twice in the file`);
    seen.add(fileUnit.id);
    const unit = unitsById.get(fileUnit.id);
    if (!unit) {
      problems.push(`Unit ${fileUnit.id} does not exist in the ${locale} content: no text has this path`);
      continue;
    }
    const change = changeOf(unit, fileUnit, problems);
    if (change) changes.push(change);
  }
  problems.push(...sharedLiteralProblems(changes, units));
  if (problems.length) throw new ImportRefused(problems);

  const changed = writeChanges(options.root, sources, changes);
  return { locale, changed, reminders: remindersFor(changes) };
}

/** The locale the file is for, refused when it is not a translation of the English content. */
function localeOf(document: XliffDocument, options: ImportOptions): string {
  const [source] = document.srcLang.toLowerCase().split('-');
  const [target = ''] = document.trgLang.toLowerCase().split('-');
  if (source !== 'en') throw new ImportRefused([`The file translates from "${document.srcLang}", not from English (srcLang="en")`]);
  if (options.locale && target !== options.locale) {
    throw new ImportRefused([`The file is for "${document.trgLang}", not for "${options.locale}" (its trgLang)`]);
  }
  if (target === 'en' || !options.locales.includes(target)) {
    const known = options.locales.filter((locale) => locale !== 'en').join(', ');
    throw new ImportRefused([`The file is for "${document.trgLang}", which is not a translated locale of this site (${known})`]);
  }
  return target;
}

/** The change a unit of the file asks for, or undefined when it asks for none; problems are pushed. */
function changeOf(unit: TranslationUnit, fileUnit: XliffUnit, problems: string[]): Change | undefined {
  const target = fileUnit.target;
  if (!target) return undefined; // not translated yet
  const name = `Unit ${unit.id}`;
  const allowedCodes = new Set([...unit.english, ...(unit.current ?? [])].flatMap((part) => (typeof part === 'string' ? [] : [part.code])));
  const unknownCodes = target.flatMap((part) => (typeof part !== 'string' && !allowedCodes.has(part.code) ? [part.code] : []));
  if (unknownCodes.length) {
    const known = allowedCodes.size ? [...allowedCodes].join(', ') : 'none';
    problems.push(`${name}: unknown code ${unknownCodes.map((code) => `<ph dataRef="${code}">`).join(', ')} (the codes of this text: ${known})`);
    return undefined;
  }
  if (sameParts(target, unit.current)) return undefined;
  // Codes are not text: they neither fill an empty target nor hold placeholders.
  const text = target.map((part) => (typeof part === 'string' ? part : '\u0000')).join('');
  if (text.replaceAll('\u0000', '').trim() === '' && !target.some((part) => typeof part !== 'string')) {
    problems.push(`${name}: the target is empty`);
    return undefined;
  }
  const expected = placeholdersOf(unit.englishText);
  const actual = placeholdersOf(text);
  if (expected.join() !== actual.join()) {
    problems.push(`${name}: the target's placeholders ${list(actual)} differ from the English ${list(expected)}`);
    return undefined;
  }
  if (unit.source.kind === 'computed') {
    problems.push(`${name}: its text is not a literal of the locale's modules, so it cannot be written from here: ${unit.source.why}${unit.source.where ? ` (${unit.source.where})` : ''}`);
    return undefined;
  }
  return { unit, target };
}

/** A literal used by several texts changes them all: refused unless each of them is changed alike. */
function sharedLiteralProblems(changes: Change[], units: TranslationUnit[]): string[] {
  const usersByLiteral = new Map<string, TranslationUnit[]>();
  for (const unit of units) {
    if (unit.source.kind !== 'literal') continue;
    const key = literalKey(unit.source);
    usersByLiteral.set(key, [...(usersByLiteral.get(key) ?? []), unit]);
  }
  const targets = new Map(changes.map((change) => [change.unit.id, change.target]));
  const problems: string[] = [];
  for (const change of changes) {
    const { source } = change.unit;
    if (source.kind !== 'literal') continue;
    const users = usersByLiteral.get(literalKey(source)) ?? [];
    const differing = users.filter((user) => !sameParts(targets.get(user.id) ?? user.current, change.target));
    if (differing.length) {
      problems.push(
        `Unit ${change.unit.id}: its text is written once (${source.where}) and also shown at ${differing.map((user) => formatPath(user.path)).join(', ')}; give them the same translation, or separate them in TypeScript first`,
      );
    }
  }
  return problems;
}

/** Rewrites the changed literals (and adds missing plural forms), file by file, from the end of each file backwards. */
function writeChanges(root: string, sources: ContentSources, changes: Change[]): ImportResult['changed'] {
  const editsByFile = new Map<string, (Insertion & { end: number })[]>();
  const changed: ImportResult['changed'] = [];
  const written = new Set<string>();
  for (const { unit, target } of changes) {
    const { source } = unit;
    if (source.kind === 'computed') continue; // refused before
    let file: string;
    let edit: Insertion & { end: number };
    let where: string;
    if (source.kind === 'missingPluralForm') {
      const message = sources.objectAt(source.messagePath);
      const insertion = 'node' in message ? pluralFormInsertion(message.node, source.form, target) : undefined;
      if (!('node' in message) || !insertion) throw new ImportRefused([`Unit ${unit.id}: cannot add the plural form to its message (${'problem' in message ? message.problem : 'no later form'})`]);
      file = message.node.getSourceFile().getFilePath();
      edit = { ...insertion, end: insertion.position };
      where = `${path.relative(root, file)}:${message.node.getStartLineNumber()}`;
    } else {
      if (written.has(literalKey(source))) continue; // a literal shared by units changed alike
      written.add(literalKey(source));
      file = source.node.getSourceFile().getFilePath();
      edit = { position: source.node.getStart(), end: source.node.getEnd(), text: literalFor(target, source.node) };
      where = source.where;
    }
    editsByFile.set(file, [...(editsByFile.get(file) ?? []), edit]);
    changed.push({ id: unit.id, where });
  }
  for (const [file, edits] of editsByFile) {
    let text = readFileSync(file, 'utf8');
    for (const edit of edits.sort((a, b) => b.position - a.position)) text = text.slice(0, edit.position) + edit.text + text.slice(edit.end);
    writeFileSync(file, text);
  }
  return changed;
}

const literalKey = (source: { node: TextLiteral }): string => `${source.node.getSourceFile().getFilePath()}:${source.node.getStart()}`;

/** Records whose file is named after their title: renaming it is a developer's step (the content test checks it). */
function remindersFor(changes: Change[]): string[] {
  return changes
    .filter(({ unit }) => unit.path.at(-1) === 'title' && ['guides', 'documents', 'videos', 'articles'].includes(String(unit.path.at(-3))))
    .map(({ unit }) => `${formatPath(unit.path)} changed: its fileSlug (and the key of its PDF text, if it has one) must follow the new title`);
}

function sameParts(a: readonly TextPart[] | undefined, b: readonly TextPart[] | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((part, index) => {
    const other = b[index];
    return typeof part === 'string' ? part === other : typeof other !== 'string' && other !== undefined && part.code === other.code;
  });
}

const list = (names: string[]): string => (names.length ? names.map((name) => `{${name}}`).join(' ') : '(none)');
