// Renders public/og-image.png (1200x630), the preview image for shared links, from the
// brand mark, the company name and the self-hosted font, and public/favicon.ico (32x32,
// for browsers and PDF viewers that ask for it), with Debian's Chromium.
// Run by hand when the brand changes: node scripts/make-brand-images.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const font = readFileSync(path.join(root, 'node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2')).toString('base64');
const mark = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');

const html = `<!doctype html><html><head><style>
@font-face { font-family: 'Public Sans'; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; font-family: 'Public Sans'; background: #06343d; color: #fff; display: flex; flex-direction: column; justify-content: space-between; box-sizing: border-box; padding: 80px 88px 0; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 34px; font-weight: 700; }
.brand svg { width: 88px; height: 88px; }
h1 { font-size: 64px; line-height: 1.12; margin: 0; max-width: 980px; letter-spacing: -0.015em; }
p { font-size: 30px; color: #dcefef; margin: 24px 0 0; }
.band { height: 18px; margin: 0 -88px; background: repeating-linear-gradient(90deg, #d99a1e 0 96px, #0a4652 96px 112px); }
</style></head><body>
<div class="brand">${mark}<span>Volta Pharma &amp; Regulatory Services</span></div>
<div><h1>Quality medicines and regulatory expertise for West Africa</h1><p>Accra, Ghana · Since 2009</p></div>
<div class="band"></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, 'public/og-image.png') });

// favicon.ico: an ICO container holding one 32x32 PNG (supported by every current browser).
const icon = await browser.newPage({ viewport: { width: 32, height: 32 } });
await icon.setContent(`<style>body{margin:0}svg{width:32px;height:32px;display:block}</style>${mark}`);
const png = await icon.screenshot({ omitBackground: true });
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(path.join(root, 'public/favicon.ico'), Buffer.concat([header, png]));
await browser.close();
console.log('wrote public/og-image.png and public/favicon.ico');
