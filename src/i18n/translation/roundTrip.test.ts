// @vitest-environment node
/**
 * Export -> import on a copy of the sources (a temporary folder, so the repository is never
 * written): an unchanged file changes nothing, a changed target changes exactly its literal,
 * and wrong files are refused without writing anything.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import type { SiteContent } from '../../content/types';
import { exportXliff } from './exportXliff';
import { ImportRefused, importXliff } from './importXliff';
import { loadContent, type RunningContent } from './loadContent';
import { xliffNamespace } from './xliff';

const repository = path.resolve(import.meta.dirname, '../../..');

/** A copy of the sources in a temporary folder. */
function copyOfSources(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-round-trip-'));
  cpSync(path.join(repository, 'src'), path.join(root, 'src'), { recursive: true });
  return root;
}

/** Every content module of a copy, by path. */
function contentFiles(root: string): Map<string, string> {
  const folder = path.join(root, 'src/content');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  return new Map(files.map((file) => [file, readFileSync(path.join(folder, file), 'utf8')]));
}

// One copy that no test writes to (each test that writes makes its own), its content and its export.
let pristine: string;
let content: RunningContent;
let exported: string;
const copies: string[] = [];

beforeAll(async () => {
  pristine = copyOfSources();
  content = await loadContent(pristine);
  exported = exportXliff(pristine, 'fr', content.contentFor('en'), content.contentFor('fr')).xliff;
}, 120_000);
afterAll(() => {
  for (const root of [pristine, ...copies]) rmSync(root, { recursive: true, force: true });
});

/** A copy to import into, and a way to read its French content afresh. */
function writableCopy() {
  const root = copyOfSources();
  copies.push(root);
  return { root, french: async () => (await loadContent(root)).contentFor('fr') as SiteContent };
}

const importFile = (root: string, xliff: string, locale?: string) => importXliff({ root, xliff, contentFor: content.contentFor, locales: content.locales, locale });

const french = (): SiteContent => content.contentFor('fr') as SiteContent;

/** The file with the target of unit `id` replaced: text, and `{ code }` for a <ph>. */
function withTarget(xliff: string, id: string, parts: (string | { code: string })[]): string {
  const document = new DOMParser().parseFromString(xliff, 'text/xml');
  const unit = [...document.getElementsByTagNameNS(xliffNamespace, 'unit')].find((element) => element.getAttribute('id') === id);
  if (!unit) throw new Error(`No unit ${id} in the export`);
  const segment = unit.getElementsByTagNameNS(xliffNamespace, 'segment')[0] as Element;
  let target = segment.getElementsByTagNameNS(xliffNamespace, 'target')[0];
  if (!target) target = segment.appendChild(document.createElementNS(xliffNamespace, 'target')) as Element;
  while (target.firstChild) target.removeChild(target.firstChild);
  for (const part of parts) {
    if (typeof part === 'string') {
      target.appendChild(document.createTextNode(part));
      continue;
    }
    const ph = document.createElementNS(xliffNamespace, 'ph');
    ph.setAttribute('id', part.code);
    ph.setAttribute('dataRef', part.code);
    target.appendChild(ph);
  }
  return new XMLSerializer().serializeToString(document);
}

/** The lines that differ between two versions of a file (same line count expected). */
function changedLines(before: string, after: string): { before: string; after: string }[] {
  const old = before.split('\n');
  const changed = after.split('\n').flatMap((line, index) => (line === old[index] ? [] : [{ before: old[index] ?? '', after: line }]));
  expect(after.split('\n')).toHaveLength(old.length);
  return changed;
}

// Each case parses the content modules with ts-morph: seconds on a loaded 2-core machine.
describe('XLIFF export and import', { timeout: 60_000 }, () => {
  it('imports its own export without changing any file', () => {
    const before = contentFiles(pristine);
    expect(importFile(pristine, exported).changed).toEqual([]);
    expect(contentFiles(pristine)).toEqual(before);
  });

  it('writes a changed target into exactly its literal, and the content shows it', async () => {
    const { root, french: frenchAfter } = writableCopy();
    const before = contentFiles(root);
    // A text written once (the header's words are also exported as headerMessages.labels).
    const old = french().messages.toast.close;
    const result = importFile(root, withTarget(exported, 'messages.toast.close', [`${old} principal`]));

    expect(result.changed).toEqual([{ id: 'messages.toast.close', where: expect.stringMatching(/^src\/content\/fr\/messages\.ts:\d+$/) }]);
    const after = contentFiles(root);
    const file = 'fr/messages.ts';
    expect([...after.keys()].filter((name) => after.get(name) !== before.get(name))).toEqual([file]);
    const [line, ...others] = changedLines(before.get(file) ?? '', after.get(file) ?? '');
    expect(others).toEqual([]);
    expect(line?.after).toBe(line?.before.replace(`'${old}'`, `'${old} principal'`));
    expect((await frenchAfter()).messages.toast.close).toBe(`${old} principal`);
  }, 30_000);

  it("keeps a template's codes, moved where the translation puts them", async () => {
    const { root, french: frenchAfter } = writableCopy();
    const before = contentFiles(root).get('fr/messages.ts') ?? '';
    importFile(root, withTarget(exported, 'messages.footer.copyright', [{ code: 'site.name' }, ' © {year}.']));

    const [line, ...others] = changedLines(before, contentFiles(root).get('fr/messages.ts') ?? '');
    expect(others).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the TypeScript source the import writes
    expect(line?.after).toBe('    copyright: `${site.name} © {year}.`,');
    expect((await frenchAfter()).messages.footer.copyright).toBe(`${site.name} © {year}.`);
  }, 30_000);

  it('adds a plural form the translation lacks, in the order of the forms', async () => {
    const { root, french: frenchAfter } = writableCopy();
    const file = path.join(root, 'src/content/fr/newsMessages.ts');
    const original = readFileSync(file, 'utf8');
    const many = french().newsMessages.resultCount.many ?? '';
    writeFileSync(file, original.replace(` many: '${many}',`, ''));
    const lacking = await loadContent(root);
    const xliff = exportXliff(root, 'fr', lacking.contentFor('en'), lacking.contentFor('fr')).xliff;
    expect(xliff).toMatch(/<unit id="newsMessages\.resultCount\.many"[\s\S]*?<segment state="initial">\s*<source>[^<]*<\/source>\s*<\/segment>/);

    importXliff({ root, xliff: withTarget(xliff, 'newsMessages.resultCount.many', [many]), contentFor: lacking.contentFor, locales: lacking.locales });
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect((await frenchAfter()).newsMessages.resultCount.many).toBe(many);
  }, 30_000);

  describe('refuses, writing nothing,', () => {
    const refusal = (xliff: string, locale?: string): string[] => {
      const before = contentFiles(pristine);
      let problems: string[] = [];
      try {
        importFile(pristine, xliff, locale);
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        problems = error.problems;
      }
      expect(contentFiles(pristine)).toEqual(before);
      return problems;
    };

    it('a target whose placeholders differ from the English', () => {
      const xliff = withTarget(exported, 'newsMessages.resultCount.other', ['{total} articles affichés']);
      expect(refusal(xliff)).toEqual(["Unit newsMessages.resultCount.other: the target's placeholders {total} differ from the English {count}"]);
    });

    it('a unit that does not exist', () => {
      const xliff = exported.replace('id="messages.header.menuOpen"', 'id="messages.header.menuOpened"');
      expect(refusal(xliff)).toEqual(['Unit messages.header.menuOpened does not exist in the fr content: no text has this path']);
    });

    it('a file for another locale', () => {
      expect(refusal(exported, 'pt')).toEqual(['The file is for "fr", not for "pt" (its trgLang)']);
      expect(refusal(exported.replace('trgLang="fr"', 'trgLang="de"'))).toEqual(['The file is for "de", which is not a translated locale of this site (fr, pt)']);
    });

    it('a code the text does not have, and a text that is not a literal of the locale', () => {
      let xliff = withTarget(exported, 'messages.footer.copyright', ['© {year} ', { code: 'process.exit' }]);
      xliff = withTarget(xliff, 'contact.info.items.0.value', ['bonjour@voltapharma.example']);
      expect(refusal(xliff)).toEqual([
        'Unit messages.footer.copyright: unknown code <ph dataRef="process.exit"> (the codes of this text: site.name)',
        "Unit contact.info.items.0.value: its text is not a literal of the locale's modules, so it cannot be written from here: shared with every locale (src/content/site.ts:10)",
      ]);
    });
  });
});
