// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactPageCopyPath, renderContactPageCopy } from './contactPageCopy';

describe("the contact function's copy of the form's words", () => {
  it(`${contactPageCopyPath} is generated from the content (run \`npm run generate:functions\` after changing it)`, () => {
    const expected = renderContactPageCopy();
    if (process.env.UPDATE_GENERATED) writeFileSync(contactPageCopyPath, expected);
    expect(readFileSync(contactPageCopyPath, 'utf8')).toBe(expected);
  });
});
