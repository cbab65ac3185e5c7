import { describe, expect, it } from 'vitest';
import { compileHint, compileHintsPlugin } from '../../scripts/compile-hints-plugin.mjs';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; code: string };
const chunk = (fileName: string, imports: string[] = [], isEntry = false): Chunk => ({ type: 'chunk', fileName, isEntry, imports, code: `/* ${fileName} */` });

describe('compile hints', () => {
  it('marks the chunks fetched after load for eager compilation, and no chunk of the first load', () => {
    const bundle: Record<string, Chunk> = Object.fromEntries(
      [
        chunk('boot.js', [], true),
        chunk('hydrate.js', ['runtime.js'], true),
        chunk('runtime.js', ['shared.js']),
        chunk('shared.js'),
        chunk('Toaster.js', ['runtime.js', 'radix.js']),
        chunk('radix.js', ['shared.js']),
      ].map((item) => [item.fileName, item]),
    );
    const plugin = compileHintsPlugin();
    const generate = plugin.generateBundle as unknown as (options: unknown, bundle: Record<string, Chunk>) => void;
    generate.call({}, {}, bundle);
    generate.call({}, {}, bundle);
    const hinted = Object.values(bundle)
      .filter((item) => item.code.startsWith(compileHint))
      .map((item) => item.fileName);
    expect(hinted).toEqual(['Toaster.js', 'radix.js']);
    // Once, however often the hook runs.
    expect(bundle['Toaster.js']?.code).toBe(`${compileHint}/* Toaster.js */`);
  });
});
