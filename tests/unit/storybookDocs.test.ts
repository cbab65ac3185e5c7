import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { createElement } from 'react';
import type { InputType, SBType } from 'storybook/internal/types';
import { beforeAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { componentFolders, foldersWithoutDocs, type StorybookIndex } from '../../scripts/storybook-docs.mjs';
import {
  type PropsTableRow,
  propsTableFigures,
  propsTableProblems,
  propsTableRows,
  truthfulArgTypes,
  typeText,
  withoutCopyOrElementControls,
} from '../../src/stories/propsTable';

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

describe('the props tables of the built Storybook (src/stories/propsTable.ts)', () => {
  const row = (fields: Partial<PropsTableRow>): PropsTableRow => ({
    table: 'Card',
    name: 'as',
    type: 'string',
    defaultValue: undefined,
    control: false,
    value: undefined,
    copy: false,
    ...fields,
  });

  it("show react-docgen's text of a type where Storybook printed its kind or bare name", () => {
    const literals: SBType = { name: 'enum', value: ['div', 'li'], raw: "'div' | 'li'" };
    expect(typeText(literals, 'union')).toBe("'div' | 'li'");
    expect(typeText({ name: 'enum', value: [2, 3, 4], raw: 'HeadingLevel' }, 'union')).toBe('2 | 3 | 4');
    expect(typeText({ name: 'union', value: [], raw: 'IconName | UiIconName' }, 'union')).toBe('IconName | UiIconName');
    expect(typeText({ name: 'other', value: 'ReadonlyArray', raw: 'ReadonlyArray<FaqItem>' }, 'ReadonlyArray')).toBe('ReadonlyArray<FaqItem>');
    const commented = '{\n  download: string;\n  /** Toast when a download starts. */\n  started: { title: string };\n}';
    expect(typeText({ name: 'other', value: 'signature', raw: commented }, commented)).toBe('{ download: string; started: { title: string }; }');
    expect(typeText({ name: 'other', value: 'ReactNode' }, 'ReactNode')).toBe('ReactNode');
  });

  it('give React content and functions no control, and keep a control a story sets', () => {
    const argTypes = truthfulArgTypes({
      footer: { name: 'footer', type: { name: 'other', value: 'ReactNode' }, table: { type: { summary: 'ReactNode' } } },
      onFound: { name: 'onFound', type: { name: 'function' }, table: { type: { summary: '() => void' } } },
      ref: { name: 'ref', type: { name: 'other', value: 'Ref', raw: 'Ref<HTMLInputElement>' }, table: { type: { summary: 'Ref' } } },
      as: { name: 'as', type: { name: 'enum', value: ['div', 'li'] }, table: { type: { summary: 'union' } } },
    });
    expect(argTypes.footer?.control).toBe(false);
    expect(argTypes.onFound?.control).toBe(false);
    expect(argTypes.ref).toMatchObject({ control: false, table: { type: { summary: 'Ref<HTMLInputElement>' } } });
    expect(argTypes.as).toMatchObject({ table: { type: { summary: "'div' | 'li'" } } });
    expect(argTypes.as?.control).toBeUndefined();

    const enhanced = withoutCopyOrElementControls({
      id: 'card--default',
      name: 'Default',
      story: 'Default',
      tags: [],
      title: 'Card',
      kind: 'Card',
      componentId: 'card',
      parameters: { localizedArgs: { title: (locale: string) => (locale === 'en' ? 'Title' : 'Titre'), tone: () => 'raised' } },
      initialArgs: { title: 'Title', footer: createElement('p'), tone: 'raised', headingLevel: 3 },
      argTypes: { tone: { name: 'tone' }, headingLevel: { name: 'headingLevel', control: 'radio' } },
    });
    expect(enhanced.title?.control).toBe(false);
    expect(enhanced.footer?.control).toBe(false);
    expect(enhanced.tone?.control).toBeUndefined();
    expect(enhanced.headingLevel?.control).toBe('radio');
  });

  it('name each row that reads union or unknown, has no type, or has a control for an element, a function or copy, or JSON for names', () => {
    expect(
      propsTableProblems([
        row({ type: 'union' }),
        row({ name: 'error', type: 'unknown' }),
        row({ name: 'a', type: "'unknown' | 'known'" }),
        row({ name: 'items', type: 'unknown[number]' }),
        row({ name: 'type', type: undefined }),
        row({ name: 'footer', type: 'ReactNode', control: 'object', value: createElement('p') }),
        row({ name: 'children', type: 'ReactNode', control: 'object', value: 'Request Quote' }),
        row({ name: 'title', type: 'string', control: 'text', value: 'Request Quote', copy: true }),
        row({ name: 'headingLevel', type: '2 | 3 | 4', control: 'radio', value: 3 }),
        row({ name: 'variant', type: "ButtonVariants['variant']", control: 'object' }),
        row({ name: 'icon', type: 'IconName | UiIconName', control: 'object' }),
        row({ name: 'icon', type: 'IconName | UiIconName', control: 'select' }),
        row({ name: 'ref', type: 'Ref<HTMLInputElement>', control: 'object' }),
        row({ name: 'meta', type: 'ArticleMetaProps', control: 'object', value: { date: '2026' } }),
      ]),
    ).toEqual([
      'Card: as reads "union"',
      'Card: error reads "unknown"',
      'Card: items reads "unknown[number]"',
      'Card: type has no type',
      'Card: footer has a object control for a React element or function',
      'Card: children has a object control for a React element or function',
      'Card: title has a text control for copy the locale toolbar translates',
      "Card: variant edits ButtonVariants['variant'] as JSON: give it options",
      'Card: icon edits IconName | UiIconName as JSON: give it options',
      'Card: ref has a object control for a React element or function',
    ]);
  });

  type StoryModule = Record<string, unknown> & { default: { component?: unknown; subcomponents?: Record<string, unknown>; tags?: string[] } };
  interface Composed {
    id: string;
    argTypes: Record<string, InputType>;
    args: Record<string, unknown>;
    parameters: { docs?: { extractArgTypes?: (component: unknown) => Record<string, InputType> | null } } & Record<string, unknown>;
  }
  const storyFiles = import.meta.glob<StoryModule>('../../src/**/*.stories.tsx', { eager: true });

  beforeAll(() => {
    setProjectAnnotations(preview);
  });

  /** Every table: each story's Controls (the first one's is its docs page's table) and each subcomponent's tab. */
  function allTables() {
    const docsPages: PropsTableRow[] = [];
    const controls: PropsTableRow[] = [];
    for (const [file, module] of Object.entries(storyFiles)) {
      const stories = Object.values(composeStories(module as never)) as unknown as Composed[];
      const { component, subcomponents = {}, tags = [] } = module.default;
      if (!component || stories.length === 0) continue;
      const name = path.basename(file, '.stories.tsx');
      stories.forEach((story, index) => {
        const rows = propsTableRows(`${name} (${story.id})`, story.argTypes, story);
        controls.push(...rows);
        if (index === 0 && tags.includes('autodocs')) docsPages.push(...rows);
      });
      const extract = stories[0]?.parameters.docs?.extractArgTypes;
      for (const [part, subcomponent] of Object.entries(subcomponents)) {
        const rows = propsTableRows(`${name} › ${part}`, extract?.(subcomponent) ?? {});
        controls.push(...rows);
        if (tags.includes('autodocs')) docsPages.push(...rows);
      }
    }
    return { docsPages, controls };
  }

  it('say no union or unknown, give every row a type, and have no control for an element, a function or copy', () => {
    const { docsPages, controls } = allTables();
    // PROPS_TABLE_FIGURES=1 prints issue #26's figures: the docs pages' tables, then every table (each story's Controls).
    if (process.env.PROPS_TABLE_FIGURES) console.info(JSON.stringify({ docsPages: propsTableFigures(docsPages), everyTable: propsTableFigures(controls) }));
    expect(docsPages.length, 'rows on the docs pages').toBeGreaterThan(200);
    expect(propsTableProblems(controls)).toEqual([]);
    expect(propsTableFigures(docsPages)).toMatchObject({ unionOrUnknown: 0, elementControls: 0, copyControls: 0 });
  });
});
