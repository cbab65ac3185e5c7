/**
 * Files generated at build time from the typed content (PDFs, transcripts, feeds). The
 * prerender writes each to dist/ at its public path, so every download link resolves to
 * a real file built from the same data the pages show.
 */
import { contentFor } from '../content';
import type { SiteContent } from '../content/types';
import { type Locale, localeInfo, locales } from '../i18n/locales';
import { fileHref } from '../lib/downloads';
import { catalogFiles } from './catalog';
import { newsFiles } from './news';
import { resourceFiles } from './resources';
import { rssFiles } from './rss';

export interface GeneratedFile {
  /** Path within its locale, e.g. "/resources/waho-certification-guide-2024.pdf"; `generatedFiles` gives the URL. */
  path: string;
  contents: Uint8Array | string;
}

type Generator = (content: SiteContent, intlLocale: string, locale: Locale) => Promise<GeneratedFile[]>;

/** Each feature registers its generator here. */
const generators: Generator[] = [
  resourceFiles,
  newsFiles,
  catalogFiles,
  rssFiles,
];

/** Every locale's files, each from its own content, at its URL (`fileHref`: under the locale's prefix). */
export async function generatedFiles(): Promise<GeneratedFile[]> {
  const inLocale = async (locale: Locale) => {
    const made = await Promise.all(generators.map((generate) => generate(contentFor(locale), localeInfo[locale].intl, locale)));
    return made.flat().map((file) => ({ ...file, path: fileHref(locale, file.path) }));
  };
  const files = (await Promise.all(locales.map(inLocale))).flat();
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`Two generated files share the path ${file.path}`);
    seen.add(file.path);
  }
  return files;
}
