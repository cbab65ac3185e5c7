// The island registry as a Vite virtual module, `virtual:islands`. An island is a module
// named `*.island.tsx` anywhere under src/ whose default export is `island(Component, options)`
// (src/app/island.tsx): its id is its path ("site/SiteNewsBrowser" for
// src/site/SiteNewsBrowser.island.tsx), so adding an island is adding that one module.
//
// - In the browser build, an island declared with `everyPage: true` is imported statically,
//   so it travels in one file with the hydrator and React; every other island is a chunk of
//   its own, fetched when the page needs it.
// - In the server build (prerender, dev server), every island is imported, so the server
//   can name each island it renders, and checks that `everyPage` is what was read here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const VIRTUAL_ID = 'virtual:islands';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
export const ISLAND_SUFFIX = '.island.tsx';

/** Every island module under `srcDir`, with its id and whether it ships on every page. */
export function findIslands(srcDir) {
  return readdirSync(srcDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ISLAND_SUFFIX))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const id = path.relative(srcDir, file).slice(0, -ISLAND_SUFFIX.length).split(path.sep).join('/');
      // Read from the declaration: `island(Component, { everyPage: true, ... })`.
      const everyPage = /\beveryPage:\s*true\b/.test(readFileSync(file, 'utf8'));
      return { id, file, everyPage };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** @returns {import('vite').Plugin} */
export function islandsPlugin({ srcDir = path.resolve('src') } = {}) {
  let server;
  return {
    name: 'volta-islands',
    configureServer(devServer) {
      server = devServer;
      // A new or removed island module changes the registry.
      const refresh = (file) => {
        if (!file.endsWith(ISLAND_SUFFIX)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      devServer.watcher.on('add', refresh);
      devServer.watcher.on('unlink', refresh);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      const islands = findIslands(srcDir);
      const ssr = Boolean(options?.ssr) || this.environment?.config?.consumer === 'server';
      const imports = [];
      const entries = islands.map(({ id: islandId, file, everyPage }, index) => {
        this.addWatchFile?.(file);
        const specifier = JSON.stringify(file);
        if (ssr || everyPage) {
          imports.push(`import * as island${index} from ${specifier};`);
          return `  ${JSON.stringify(islandId)}: { everyPage: ${everyPage}, module: island${index} },`;
        }
        return `  ${JSON.stringify(islandId)}: { everyPage: false, load: () => import(${specifier}) },`;
      });
      return `${imports.join('\n')}\nexport const islands = {\n${entries.join('\n')}\n};\n`;
    },
  };
}
