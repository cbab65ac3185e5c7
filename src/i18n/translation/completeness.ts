/**
 * The translation check: a translated `SiteContent` against the English one. It names the
 * exact path of every text that is missing or empty, left identical to English (outside the
 * short list below), whose `{placeholders}` differ from the English template, every plural
 * message that lacks a form the locale's plural rules choose, every list whose length
 * differs, and every word written to another norm of the language (`norms.ts`: Brazilian forms in
 * Portuguese). src/i18n/completeness.test.ts runs it in `npm test`.
 */
import { site } from '../../content/site';
import { placeholdersOf } from '../format';
import { isIdentifier } from './identifiers';
import { otherNormProblems } from './norms';
import { type ContentPair, type PluralForms, pairContent } from './pairs';
import { type ContentPath, formatPath } from './paths';

export interface Finding {
  /** `news.articles[3].title` */
  path: string;
  problem: string;
}

/**
 * Texts a translation may leave as in English, each for its reason. Keep it short: a word
 * belongs here only when it is right, unchanged, in the translation.
 */
const sameInEveryLanguage: readonly string[] = [
  // The company's name.
  site.name,
  site.shortName,
  // Acronyms and names that stay as they are (GLOSSARY.md: NAFDAC is not translated).
  'NAFDAC',
  'AMA',
  'FAQ',
  '(PDF)',
  'PDF, {size}',
  'Facebook',
  'Twitter',
  'LinkedIn',
  'WhatsApp',
  // A phone number's format, shown as the field's placeholder.
  '+233 XX XXX XXXX',
];

/** Words written as in English, in each language that writes them so. */
const sameTextIn: Record<string, readonly string[]> = {
  fr: ['Contact', 'Date', 'Documentation', 'Excellence', 'Innovation', 'Menu', 'Message', 'Notifications', 'Population', 'Services'],
  pt: ['Capital', 'Menu'],
};

/**
 * Fields that hold proper names, kept as their owners write them: people, cities (capitals,
 * the office's city: French writes "Accra", Portuguese "Acra"), and each language's own
 * name and code in the language switcher (the same on every page).
 */
const properNameFields: readonly RegExp[] = [
  /^news\.articles\[\d+\]\.author$/,
  /\.countries\[\d+\]\.capital$/,
  /^office\.city$/,
  /^messages\.header\.languages\[\d+\]\.(name|label)$/,
];

/**
 * Countries as their governments name themselves in every language (GLOSSARY.md), where the
 * locale's CLDR name differs (CLDR fr: Cap-Vert; pt: Burquina Faso, Costa do Marfim).
 */
const selfDesignations: readonly string[] = ['Cabo Verde', 'Côte d’Ivoire', 'Burkina Faso'];

const email = /^[^\s@]+@[^\s@]+\.[a-z]+$/i;
const url = /^(https?:\/\/|mailto:|tel:)\S+$/;
const hasLetters = /\p{L}/u;

/** Every country's name in a language, from CLDR (Intl.DisplayNames): right when equal to English. */
function countryNamesIn(locale: string): Set<string> {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const found = new Set<string>();
  for (const first of letters) {
    for (const second of letters) {
      const name = names.of(first + second);
      if (name) found.add(normaliseApostrophes(name));
    }
  }
  return found;
}

const normaliseApostrophes = (text: string): string => text.replaceAll("'", '’');

/** Why a translation equal to English is right, or undefined when it is left untranslated. */
function sameAsEnglishReason(locale: string, path: string, text: string, countryNames: Set<string>): string | undefined {
  if (!hasLetters.test(text.replace(/\{\w+\}/g, ''))) return 'figures, placeholders and signs only';
  if (email.test(text) || url.test(text)) return 'an address';
  if (sameInEveryLanguage.includes(text)) return 'a name or acronym';
  if (sameTextIn[locale]?.includes(text)) return `written so in ${locale}`;
  if (properNameFields.some((field) => field.test(path))) return 'a proper name';
  const name = normaliseApostrophes(text);
  if (countryNames.has(name) || selfDesignations.includes(name)) return 'a country name';
  return undefined;
}

/** The forms `Intl.PluralRules(locale)` chooses between, with a count that chooses each. */
export function pluralFormsOf(locale: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(locale);
  const examples = new Map<Intl.LDMLPluralRule, number>();
  for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 1e6, 2e6]) {
    const form = rules.select(count);
    if (!examples.has(form)) examples.set(form, count);
  }
  for (const form of rules.resolvedOptions().pluralCategories) if (!examples.has(form)) examples.set(form, Number.NaN);
  return examples;
}

/** Every problem of `translation` (in `locale`) against `english`, in English order. */
export function checkTranslation(locale: string, english: unknown, translation: unknown): Finding[] {
  const findings: Finding[] = [];
  const countryNames = countryNamesIn(locale);
  const pluralForms = pluralFormsOf(locale);

  const checkText = (path: ContentPath, englishText: string, translated: string): void => {
    const where = formatPath(path);
    const report = (problem: string) => {
      findings.push({ path: where, problem });
    };
    if (translated.trim() === '') {
      report('empty');
      return;
    }
    const expected = placeholdersOf(englishText);
    const actual = placeholdersOf(translated);
    if (expected.join() !== actual.join()) {
      report(`placeholders ${list(actual)} differ from the English ${list(expected)}`);
    }
    if (translated === englishText && !sameAsEnglishReason(locale, where, translated, countryNames)) {
      report(`identical to English: "${abbreviate(translated)}"`);
    }
    for (const problem of otherNormProblems(locale, translated)) report(problem);
  };

  const checkPlural = (path: ContentPath, englishForms: PluralForms & { other: string }, translated: PluralForms): void => {
    for (const [form, count] of pluralForms) {
      const englishText = englishForms[form] ?? englishForms.other;
      if (translated[form] === undefined) {
        const when = Number.isNaN(count) ? '' : ` (Intl.PluralRules('${locale}') chooses it for ${count})`;
        findings.push({ path: formatPath([...path, form]), problem: `plural form "${form}" is missing${when}` });
        continue;
      }
      checkText([...path, form], englishText, translated[form]);
    }
    for (const form of Object.keys(translated)) {
      if (!pluralForms.has(form as Intl.LDMLPluralRule)) {
        findings.push({ path: formatPath([...path, form]), problem: `plural form "${form}" is never chosen in ${locale}` });
      }
    }
  };

  for (const pair of pairContent(english, translation) as Iterable<ContentPair>) {
    if (pair.kind === 'mismatch') findings.push({ path: formatPath(pair.path), problem: pair.problem });
    else if (pair.kind === 'plural') checkPlural(pair.path, pair.english, pair.translation);
    else if (!isIdentifier(pair.path, pair.english)) checkText(pair.path, pair.english, pair.translation);
  }
  return findings;
}

const list = (names: string[]): string => (names.length ? names.map((name) => `{${name}}`).join(' ') : '(none)');
const abbreviate = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
