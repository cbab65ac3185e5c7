/**
 * Files generated at build time from the typed content (PDFs, transcripts, feeds). The
 * prerender writes each to dist/ at its public path, so every download link resolves to
 * a real file built from the same data the pages show.
 */
import { contentFor } from '../content';
import type { SiteContent } from '../content/types';
import { defaultLocale, localeInfo } from '../i18n/locales';
import { catalogFiles } from './catalog';
import { newsFiles } from './news';
import { resourceFiles } from './resources';
import { rssFiles } from './rss';

export interface GeneratedFile {
  /** Public path, e.g. "/resources/waho-certification-guide-2024.pdf". */
  path: string;
  contents: Uint8Array | string;
}

type Generator = (content: SiteContent, intlLocale: string) => Promise<GeneratedFile[]>;

/** Each feature registers its generator here. */
const generators: Generator[] = [
  resourceFiles,
  newsFiles,
  catalogFiles,
  rssFiles,
];

export async function generatedFiles(): Promise<GeneratedFile[]> {
  const content = contentFor(defaultLocale);
  const files = (await Promise.all(generators.map((generate) => generate(content, localeInfo[defaultLocale].intl)))).flat();
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`Two generated files share the path ${file.path}`);
    seen.add(file.path);
  }
  return files;
}
