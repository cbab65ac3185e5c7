// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { sortStoriesV7 } from 'storybook/internal/preview-api';
import { describe, expect, it } from 'vitest';
import { addonsFor, isPublishedBuild } from '../../.storybook/addons';
import { brokenEntryLinks, componentFolders, frontDoorId, frontDoorProblems, mdxPages, type StorybookIndex } from '../../scripts/storybook-docs.mjs';
import { changelog } from '../../src/stories/frontDoor/changelog';
import { componentStatus, statusLegend } from '../../src/stories/frontDoor/componentStatus';
import { changelogTable, componentStatusTable, formatsTable } from '../../src/stories/frontDoor/frontDoorTables';
import { webFontFaces } from '../../src/styles/fontFaces';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const sourceFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => path.join('src', file));

/** Every sidebar entry's title, as the stories' metas and the MDX pages declare them. */
function declaredTitles(): string[] {
  const titles = sourceFiles.flatMap((file) => {
    if (file.endsWith('.stories.tsx')) return [...read(file).matchAll(/^const meta = \{\s*title: '([^']+)'/gm)].map((match) => match[1] as string);
    if (file.endsWith('.mdx')) return [...read(file).matchAll(/<Meta title="([^"]+)"/g)].map((match) => match[1] as string);
    return [];
  });
  return titles;
}

describe('the Storybook sidebar (storySort in .storybook/preview.tsx)', () => {
  // The very parameter Storybook reads from the preview's source, and its own sort.
  const storySort = getStorySortParameter(read('.storybook/preview.tsx'));
  const titles = declaredTitles();
  const entries = titles.map((title) => ({ id: title, title, name: 'Docs', type: 'docs', importPath: `./${title}`, tags: [] }));
  const sorted = sortStoriesV7(entries as never, storySort, []).map((entry: { title: string }) => entry.title);

  it('opens on the Introduction, then Foundations, Components and Pages', () => {
    expect(titles.length).toBeGreaterThan(80);
    expect(sorted[0]).toBe('Introduction/Overview');
    const groups = [...new Set(sorted.map((title: string) => title.split('/')[0]))];
    expect(groups).toEqual(['Introduction', 'Foundations', 'Components', 'Pages']);
    expect(sorted.slice(0, 4)).toEqual(['Introduction/Overview', 'Introduction/Component status', 'Introduction/Content guidelines', 'Introduction/Changelog']);
  });
});

describe('the addons (.storybook/addons.ts)', () => {
  it('leave the Chromatic addon out of the published build, and keep it in `storybook dev`', () => {
    expect(addonsFor(true)).not.toContain('@chromatic-com/storybook');
    expect(addonsFor(false)).toContain('@chromatic-com/storybook');
    expect(addonsFor(true)).toEqual(expect.arrayContaining(['@storybook/addon-docs', '@storybook/addon-a11y']));
    expect(isPublishedBuild({ NODE_ENV: 'production' })).toBe(true);
    expect(isPublishedBuild({ NODE_ENV: 'development' })).toBe(false);
  });
});

describe("the storybook-docs check of a built Storybook's front door", () => {
  const index = (...ids: string[]): StorybookIndex => ({
    entries: Object.fromEntries(ids.map((id) => [id, { id, type: 'docs', importPath: './x.mdx', title: id }])),
  });
  const manager = (...addons: string[]) => addons.map((addon) => `import './sb-addons/${addon}/manager-bundle.js';`).join('\n');

  it('passes a Storybook that opens on the Introduction without the Chromatic addon', () => {
    expect(frontDoorProblems(index(frontDoorId, 'foundations-colour--colour'), manager('docs-1', 'a11y-2'))).toEqual([]);
  });

  it('names one that opens elsewhere, or carries the Chromatic addon', () => {
    const problems = frontDoorProblems(index('foundations-breakpoints--breakpoints', frontDoorId), manager('docs-1', 'chromatic-com-storybook-3'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('foundations-breakpoints--breakpoints');
    expect(problems[1]).toContain('Chromatic');
  });
});

describe("the MDX pages' links to other entries", () => {
  const built: StorybookIndex = { entries: { [frontDoorId]: { id: frontDoorId, type: 'docs', importPath: './x.mdx', title: 'Introduction/Overview' } } };

  it('are checked against the built index', () => {
    const pages = { 'a.mdx': `[Overview](?path=/docs/${frontDoorId}) and [Colour](?path=/story/foundations-colour--colour)` };
    expect(brokenEntryLinks(built, pages)).toEqual(['a.mdx links to foundations-colour--colour, which the built Storybook does not have']);
  });

  it('include the front door', () => {
    expect(mdxPages()).toEqual(expect.arrayContaining([path.join('src', 'stories', 'frontDoor', 'Introduction.mdx')]));
  });
});

describe('component status (src/stories/frontDoor/componentStatus.ts)', () => {
  it('gives every folder of src/components/ a status, and names no other', () => {
    expect(Object.keys(componentStatus).sort()).toEqual(componentFolders());
  });

  it('says why a component is not stable', () => {
    const unexplained = Object.entries(componentStatus).filter(([, { status, note }]) => status !== 'stable' && !note?.trim());
    expect(unexplained).toEqual([]);
  });

  it('shows every component and every status of the legend on its page', () => {
    const table = componentStatusTable();
    for (const name of componentFolders()) expect(table).toContain(`| ${name} |`);
    expect(Object.keys(statusLegend)).toEqual(['stable', 'beta', 'deprecated']);
  });
});

describe('the changelog (src/stories/frontDoor/changelog.ts)', () => {
  const named = new Set(changelog.flatMap((entry) => entry.components));

  it("names each of today's components, and no component that is gone", () => {
    const folders = componentFolders();
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
    expect([...named].filter((name) => !folders.includes(name))).toEqual([]);
  });

  it('is dated, newest first', () => {
    const dates = changelog.map((entry) => entry.date);
    for (const date of dates) expect(Number.isNaN(Date.parse(`${date}T00:00:00Z`)), date).toBe(false);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(changelogTable().split('\n')).toHaveLength(changelog.length + 2);
  });
});

describe('the content guidelines', () => {
  it("show each locale's date, time and number as the site's formatters write them", () => {
    const formats = formatsTable();
    expect(formats).toContain('March 15, 2024');
    expect(formats).toContain('14\u00a0h\u00a000');
    expect(formats).toContain('15 de março de 2024');
  });
});

describe("Storybook's own faces of the site's font (.storybook/webFont.ts)", () => {
  it('are the files the site declares (src/styles/fonts.css.ts)', () => {
    const siteFaces = read('src/styles/fonts.css.ts');
    for (const { file } of Object.values(webFontFaces)) expect(siteFaces).toMatch(new RegExp(`/${file.replaceAll('.', '\\.')}\\?url'`));
    // The face every page and story uses first.
    expect(read('.storybook/preview-head.html')).toContain(`./sb-fonts/${webFontFaces.core.file}`);
  });
});
