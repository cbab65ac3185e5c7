// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFolders, foldersWithoutDocs, type StorybookIndex } from '../../scripts/storybook-docs.mjs';

/** A built Storybook's index.json, reduced to the entries given as [id, type, importPath]. */
const index = (...entries: [string, 'story' | 'docs', string][]): StorybookIndex => ({
  entries: Object.fromEntries(entries.map(([id, type, importPath]) => [id, { id, type, importPath, title: id }])),
});

describe('the storybook-docs check (scripts/storybook-docs.mjs)', () => {
  it('names a component folder whose stories have no docs page', () => {
    const built = index(
      ['components-card--docs', 'docs', './src/components/Card/Card.stories.tsx'],
      ['components-card--raised', 'story', './src/components/Card/Card.stories.tsx'],
      ['components-badge--brand', 'story', './src/components/Badge/Badge.stories.tsx'],
    );
    expect(foldersWithoutDocs(['Badge', 'Card', 'Stack'], built)).toEqual(['Badge', 'Stack']);
  });

  it('counts a docs page by the folder its file lives in, whatever its title (a stories file named otherwise, an MDX page)', () => {
    const built = index(
      ['components-toast--docs', 'docs', './src/components/Toast/Toaster.stories.tsx'],
      ['components-icon-glyphs--docs', 'docs', './src/components/Icon/Glyphs.mdx'],
      ['foundations-colour--docs', 'docs', './src/stories/foundations/Colour.mdx'],
      ['pages-home--docs', 'docs', './src/pages/HomePage.stories.tsx'],
    );
    expect(foldersWithoutDocs(['Icon', 'Toast'], built)).toEqual([]);
    expect(foldersWithoutDocs(['Colour', 'pages'], built)).toEqual(['Colour', 'pages']);
  });

  it('reads every folder of src/components/, those without stories too', () => {
    const folders = componentFolders();
    expect(folders).toEqual(expect.arrayContaining(['Button', 'Card', 'MessagesProvider', 'Toast']));
    expect(folders).not.toContain('Layout.stories.tsx');
  });
});

describe("the components' props tables", () => {
  it('write list props as ReadonlyArray<T>: react-docgen reads `readonly T[]` as "unknown"', () => {
    const componentsDir = path.join(import.meta.dirname, '..', '..', 'src', 'components');
    const sources = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !file.includes('.stories.') && !file.includes('.test.'),
    );
    const unreadable = sources.flatMap((file) =>
      readFileSync(path.join(componentsDir, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(export )?const /.test(line) && /readonly (\w+|\{[^{}]*\})\[\]/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(sources.length).toBeGreaterThan(40);
    expect(unreadable).toEqual([]);
  });
});
