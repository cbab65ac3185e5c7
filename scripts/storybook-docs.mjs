// Every component folder has a docs page in the built Storybook (the `storybook-docs` step of
// `npm test`, after `build-storybook`): node scripts/storybook-docs.mjs [storybook-static]
// Exits 1 naming each folder of src/components/ that has none.
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

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const indexFile = path.resolve(root, process.argv[2] ?? 'storybook-static', 'index.json');
  if (!existsSync(indexFile)) {
    console.error(`${path.relative(root, indexFile)} is missing: run npm run build-storybook first.`);
    process.exit(1);
  }
  const folders = componentFolders();
  const missing = foldersWithoutDocs(folders, JSON.parse(readFileSync(indexFile, 'utf8')));
  if (missing.length > 0) {
    console.error(`No docs page in the built Storybook for ${missing.length} component folder(s) of src/components/:`);
    for (const folder of missing) console.error(`  ${folder}: give src/components/${folder}/ a stories file whose meta has tags: ['autodocs'] and its component`);
    process.exit(1);
  }
  console.log(`Every one of the ${folders.length} component folders has its docs page.`);
}
