// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { faviconSvg, themeColor } from './brandAssets';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the brand outside the stylesheet', () => {
  it('public/favicon.svg is the brand mark in the tokens’ colours (else: node scripts/make-brand-images.mjs)', () => {
    expect(read('public/favicon.svg')).toBe(faviconSvg());
  });

  it('index.html names no colour: the build writes the theme colour from the tokens', async () => {
    const html = read('index.html');
    expect(html).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    // The plugin as vite.config.ts registers it, run on the page template as the build and the dev server do.
    const plugins = ([viteConfig.plugins] as unknown[]).flat(Number.POSITIVE_INFINITY) as Plugin[];
    const hook = plugins.find((plugin) => plugin?.name === 'volta:theme-color')?.transformIndexHtml;
    const transform = typeof hook === 'function' ? hook : hook?.handler;
    expect(transform).toBeTypeOf('function');
    const page = await transform?.call({} as never, html, { path: '/index.html', filename: path.join(root, 'index.html') });
    expect(page).toContain(`<meta name="theme-color" content="${themeColor}" />`);
  });
});
