/**
 * The translation commands (scripts/i18n.mjs runs this module):
 *   npm run i18n:export -- --locale fr [--out fr.xlf]   (--out - writes to standard output)
 *   npm run i18n:import -- fr.xlf [--locale fr]
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { exportXliff } from './exportXliff';
import { ImportRefused, importXliff } from './importXliff';
import { loadContent } from './loadContent';
import { XliffError } from './xliff';

const usage = `Usage:
  npm run i18n:export -- --locale <fr|pt> [--out <file.xlf>]   (default: <locale>.xlf; "-" for standard output)
  npm run i18n:import -- <file.xlf> [--locale <fr|pt>]`;

/** Runs a command; returns the process's exit code. */
export async function main(args: string[], root = process.cwd()): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'export') return await exportCommand(rest, root);
    if (command === 'import') return await importCommand(rest, root);
    console.error(usage);
    return 2;
  } catch (error) {
    if (error instanceof ImportRefused || error instanceof XliffError || error instanceof UsageError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

class UsageError extends Error {}

async function exportCommand(args: string[], root: string): Promise<number> {
  const { values } = parseArgs({ args, options: { locale: { type: 'string' }, out: { type: 'string' } } });
  const { contentFor, locales } = await loadContent(root);
  const locale = values.locale;
  if (!locale || locale === 'en' || !locales.includes(locale)) {
    throw new UsageError(`--locale must be one of ${locales.filter((code) => code !== 'en').join(', ')}\n${usage}`);
  }
  const result = exportXliff(root, locale, contentFor('en'), contentFor(locale));
  const out = values.out ?? `${locale}.xlf`;
  if (out === '-') process.stdout.write(result.xliff);
  else writeFileSync(out, result.xliff);
  const destination = out === '-' ? 'standard output' : out;
  console.error(`Wrote ${result.units} texts of the ${locale} content to ${destination} (XLIFF 2.0, English source).`);
  if (result.locked) console.error(`${result.locked} of them are marked translate="no": computed or shared with every locale, they are changed in TypeScript.`);
  if (result.missing.length) {
    console.error(`Not in the file, since the ${locale} content lacks them (add them in TypeScript first):\n${result.missing.map((text) => `  - ${text}`).join('\n')}`);
  }
  return 0;
}

async function importCommand(args: string[], root: string): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { locale: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new UsageError(usage);
  const [file] = positionals as [string];
  const xliff = await readFile(file, 'utf8');
  const { contentFor, locales } = await loadContent(root);
  const result = importXliff({ root, xliff, contentFor, locales, locale: values.locale });
  if (!result.changed.length) {
    console.info(`${file}: no text of the ${result.locale} content changed.`);
    return 0;
  }
  console.info(`${file}: ${result.changed.length} texts of the ${result.locale} content changed:`);
  for (const { id, where } of result.changed) console.info(`  ${where}  ${id}`);
  for (const reminder of result.reminders) console.warn(`Reminder: ${reminder}`);
  console.info('Check them: npx vitest run src/i18n src/content');
  return 0;
}
