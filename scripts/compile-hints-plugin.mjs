// Marks the browser chunks that a page fetches after load (islands' code, the toaster) for
// eager compilation: V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+),
// which other engines read as a comment. Such a chunk arrives while the browser is idle or as
// its island nears the viewport, and its functions run on the visitor's first tap; compiled
// lazily, that tap waited for their compilation on the main thread (~20 ms of a toast's
// ~50 ms on a 4x slower CPU). Chunks of the first load are left as they are: compiling
// everything in them eagerly would cost the page's load what it saves later.
// It runs on the finished bundle, where the whole chunk graph is known; a chunk's file name
// keeps the hash of its code, which the comment does not change.

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** @returns {import('vite').Plugin} */
export function compileHintsPlugin() {
  return {
    name: 'volta:compile-hints',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the entries import statically is the first load; the rest comes after it.
      const firstLoad = new Set();
      const visit = (fileName) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      for (const chunk of chunks) {
        if (!firstLoad.has(chunk.fileName) && !chunk.code.startsWith(compileHint)) chunk.code = compileHint + chunk.code;
      }
    },
  };
}
