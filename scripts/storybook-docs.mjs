// Every component folder has a docs page in the built Storybook (the `storybook-docs` step of
// `npm test`, after `build-storybook`): node scripts/storybook-docs.mjs [storybook-static]
// Exits 1 naming each folder of src/components/ that has none, and when the published
// Storybook does not open on its front door, carries the Chromatic addon, or lacks an entry
// an MDX page links to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders of src/components/: one per component. */
export function componentFolders(componentsDir = path.join(root, 'src', 'components')) {
  return readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The component folder a stories or MDX file lives in ("./src/components/Card/Card.stories.tsx" -> "Card"). */
const componentFolderOf = (importPath) => /^\.\/src\/components\/([^/]+)\//.exec(importPath)?.[1];

/**
 * The folders, of those given, that no docs entry of a built Storybook's index.json comes
 * from: an autodocs page (the folder's stories file is tagged `autodocs`) or an MDX page
 * in the folder.
 */
export function foldersWithoutDocs(folders, index) {
  const documented = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'docs')
      .map((entry) => componentFolderOf(entry.importPath)),
  );
  return folders.filter((folder) => !documented.has(folder));
}

/** The entry a built Storybook opens on: the first of its index (sorted by storySort). */
export const frontDoorId = 'introduction-overview--docs';

/**
 * What is wrong with a built Storybook's front door, given its index.json and index.html
 * (the manager page, which loads each addon's bundle from sb-addons/): it must open on the
 * Introduction, and leave out the Chromatic addon, whose "Visual tests" panel only works in
 * `npm run storybook` (.storybook/addons.ts).
 */
export function frontDoorProblems(index, managerHtml) {
  const problems = [];
  const first = Object.values(index.entries)[0];
  if (first?.id !== frontDoorId) problems.push(`it opens on ${first?.id ?? 'nothing'}, not on ${frontDoorId} (storySort in .storybook/preview.tsx)`);
  if (/sb-addons\/chromatic/.test(managerHtml)) problems.push('it carries the Chromatic addon (.storybook/addons.ts leaves it to `storybook dev`)');
  return problems;
}

/** The MDX pages of src/, by path from the root ("src/stories/frontDoor/Introduction.mdx"). */
export function mdxPages(srcDir = path.join(root, 'src')) {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join('src', file));
}

/** The links of MDX pages to Storybook entries (`?path=/docs/<id>`, `?path=/story/<id>`) that a built index lacks. */
export function brokenEntryLinks(index, pages) {
  return Object.entries(pages).flatMap(([page, source]) =>
    [...source.matchAll(/\?path=\/(?:docs|story)\/([\w-]+)/g)]
      .map((match) => match[1])
      .filter((id) => !index.entries[id])
      .map((id) => `${page} links to ${id}, which the built Storybook does not have`),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const indexFile = path.resolve(root, process.argv[2] ?? 'storybook-static', 'index.json');
  if (!existsSync(indexFile)) {
    console.error(`${path.relative(root, indexFile)} is missing: run npm run build-storybook first.`);
    process.exit(1);
  }
  const folders = componentFolders();
  const index = JSON.parse(readFileSync(indexFile, 'utf8'));
  const pages = Object.fromEntries(mdxPages().map((page) => [page, readFileSync(path.join(root, page), 'utf8')]));
  const frontDoor = [
    ...frontDoorProblems(index, readFileSync(path.join(path.dirname(indexFile), 'index.html'), 'utf8')),
    ...brokenEntryLinks(index, pages),
  ];
  if (frontDoor.length > 0) {
    console.error('The built Storybook:');
    for (const problem of frontDoor) console.error(`  ${problem}`);
    process.exit(1);
  }
  const missing = foldersWithoutDocs(folders, index);
  if (missing.length > 0) {
    console.error(`No docs page in the built Storybook for ${missing.length} component folder(s) of src/components/:`);
    for (const folder of missing) console.error(`  ${folder}: give src/components/${folder}/ a stories file whose meta has tags: ['autodocs'] and its component`);
    process.exit(1);
  }
  console.log(`Every one of the ${folders.length} component folders has its docs page; the Storybook opens on ${frontDoorId}, without the Chromatic addon.`);
}
