import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionCopyPath, renderFunctionCopy } from './functionCopy';

describe("the server function's copy of the services manifest", () => {
  it(`${functionCopyPath} is generated from the manifest (run \`npm run generate:services\` after changing it)`, () => {
    const expected = renderFunctionCopy();
    if (process.env.UPDATE_GENERATED) writeFileSync(functionCopyPath, expected);
    expect(readFileSync(functionCopyPath, 'utf8')).toBe(expected);
  });
});
