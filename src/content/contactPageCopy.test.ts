// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactPageCopyPath, renderContactPageCopy } from './contactPageCopy';
import { newsletterPageCopyPath, renderNewsletterPageCopy } from './newsletterPageCopy';

describe("the functions' copies of the words of their pages without script", () => {
  it.each([
    [contactPageCopyPath, renderContactPageCopy],
    [newsletterPageCopyPath, renderNewsletterPageCopy],
  ])('%s is generated from the content (run `npm run generate:functions` after changing it)', (path, render) => {
    const expected = render();
    if (process.env.UPDATE_GENERATED) writeFileSync(path, expected);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });
});
