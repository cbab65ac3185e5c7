/**
 * `npm run i18n:export -- --locale fr`: every translatable text of a locale as an XLIFF 2.0
 * file for a translator or a translation platform. One <file> per part of the site (home,
 * services, news...), one <unit> per text: id = its path, source = English, target = the
 * locale's text (none yet for a missing plural form), notes on placeholders, codes and plural
 * forms. Texts that are not literals in the locale's own modules are marked translate="no".
 */
import { formatPath } from './paths';
import { translationUnits } from './units';
import { type XliffFile, writeXliff } from './xliff';

export interface ExportResult {
  xliff: string;
  units: number;
  /** Units marked translate="no": the text is computed or shared, so the import cannot write it. */
  locked: number;
  /** Texts of the English content the locale lacks: not in the file, since there is no place to write them. */
  missing: string[];
}

export function exportXliff(root: string, locale: string, english: unknown, translation: unknown): ExportResult {
  const { units, missing } = translationUnits(root, locale, english, translation);
  const files = new Map<string, XliffFile>();
  for (const unit of units) {
    const part = String(unit.path[0]);
    const file = files.get(part) ?? { id: part, original: `src/content/${locale}`, units: [] };
    files.set(part, file);
    file.units.push({
      id: unit.id,
      name: formatPath(unit.path),
      translate: unit.source.kind !== 'computed',
      notes: unit.notes,
      codeValues: unit.codeValues,
      source: unit.english,
      target: unit.current,
    });
  }
  const xliff = writeXliff({ srcLang: 'en', trgLang: locale, files: [...files.values()] });
  return { xliff, units: units.length, locked: units.filter((unit) => unit.source.kind === 'computed').length, missing };
}
