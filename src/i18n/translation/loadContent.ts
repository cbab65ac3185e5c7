/**
 * The running content of a checkout (`contentFor` and the locale list), loaded afresh from its
 * TypeScript sources through Vite's module runner: the export reads the texts as the site
 * shows them, and a test can load a copy of the content again after an import rewrote it.
 */
import path from 'node:path';
import { runnerImport } from 'vite';

export interface RunningContent {
  contentFor: (locale: string) => unknown;
  locales: readonly string[];
}

export async function loadContent(root: string): Promise<RunningContent> {
  const { module } = await runnerImport<typeof import('./runningContent')>(path.join(root, 'src/i18n/translation/runningContent.ts'), {
    root,
    configFile: false,
    logLevel: 'error',
    server: { watch: null },
  });
  return { contentFor: module.contentFor as (locale: string) => unknown, locales: module.contentLocales };
}
