// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import drawn from '../../scripts/og-images.json';
import { contentFor } from '../content';
import { locales } from '../i18n/locales';
import { previewImageColors } from '../site/brandAssets';
import { fileHref } from './downloads';
import { ogImage, previewImageText } from './head';

const root = path.resolve(import.meta.dirname, '../..');

describe.each(locales)('the %s preview image', (locale) => {
  const record = (drawn as Record<string, { file: string; text: string; colors: unknown; sha256: string } | undefined>)[locale];

  it('carries the locale’s words as they are now (else: node scripts/make-brand-images.mjs)', () => {
    expect(record?.file).toBe(path.join('public', fileHref(locale, ogImage.path)));
    expect(record?.text).toBe(previewImageText(contentFor(locale).home));
  });

  it('is drawn in the tokens’ colours as they are now (else: node scripts/make-brand-images.mjs)', () => {
    expect(record?.colors).toEqual(previewImageColors);
  });

  it('is the PNG that was drawn, at the size the head declares', () => {
    const png = readFileSync(path.join(root, record?.file ?? ''));
    expect(createHash('sha256').update(png).digest('hex')).toBe(record?.sha256);
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([ogImage.width, ogImage.height]);
  });
});
