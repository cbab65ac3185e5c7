// Writes public/favicon.svg, the brand mark painted with the tokens' colours
// (src/site/brandAssets.ts); renders the preview image for shared links (1200x630) of every
// locale, its text in the locale's language (public/og-image.png, public/fr/og-image.png...:
// the head of each page names its locale's), from the brand mark, the tokens' colours, the
// self-hosted font and the home page's headline; and public/favicon.ico (32x32, for browsers
// and PDF viewers that ask for it), with Debian's Chromium. Records the text and the bytes of
// each image, and its colours, in scripts/og-images.json, which unit tests compare with the
// content and the tokens: they fail when a headline or a brand colour changed and the images
// were not redrawn (as another does when public/favicon.svg is not the tokens').
// Run by hand when the brand, its colours or a headline changes: node scripts/make-brand-images.mjs
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const font = readFileSync(path.join(root, 'node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2')).toString('base64');

/** A module of the site's TypeScript sources, as the build reads it. */
const load = async (file) => (await runnerImport(file, { root, configFile: false, logLevel: 'error', server: { watch: null } })).module;
const { contentFor } = await load('/src/content/index.ts');
const { locales, localeInfo } = await load('/src/i18n/locales.ts');
const { fileHref } = await load('/src/lib/downloads.ts');
const { ogImage, previewImageText } = await load('/src/lib/head.ts');
const { site } = await load('/src/content/site.ts');
const { faviconSvg, previewImageColors: colors } = await load('/src/site/brandAssets.ts');

const mark = faviconSvg();
writeFileSync(path.join(root, 'public/favicon.svg'), mark);

const escapeHtml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const imageHtml = (lang, { title, eyebrow }) => `<!doctype html><html lang="${lang}"><head><style>
@font-face { font-family: 'Public Sans'; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; font-family: 'Public Sans'; background: ${colors.background}; color: ${colors.text}; display: flex; flex-direction: column; justify-content: space-between; box-sizing: border-box; padding: 80px 88px 0; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 34px; font-weight: 700; }
.brand svg { width: 88px; height: 88px; }
h1 { font-size: 64px; line-height: 1.12; margin: 0; max-width: 980px; letter-spacing: -0.015em; }
h1.long { font-size: 54px; }
p { font-size: 30px; color: ${colors.eyebrow}; margin: 24px 0 0; }
.band { height: 18px; margin: 0 -88px; background: repeating-linear-gradient(90deg, ${colors.band} 0 96px, ${colors.bandGap} 96px 112px); }
</style></head><body>
<div class="brand">${mark}<span>${escapeHtml(site.name)}</span></div>
<div><h1${title.length > 64 ? ' class="long"' : ''}>${escapeHtml(title)}</h1><p>${escapeHtml(eyebrow)}</p></div>
<div class="band"></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: ogImage.width, height: ogImage.height } });
const drawn = {};
for (const locale of locales) {
  const { home } = contentFor(locale);
  const file = path.join('public', fileHref(locale, ogImage.path));
  await page.setContent(imageHtml(localeInfo[locale].htmlLang, home.hero));
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight || document.documentElement.scrollWidth > window.innerWidth);
  if (overflow) throw new Error(`${locale}: the preview image's text does not fit 1200x630`);
  const png = await page.screenshot();
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), png);
  drawn[locale] = { file, text: previewImageText(home), colors, sha256: createHash('sha256').update(png).digest('hex') };
}
writeFileSync(path.join(root, 'scripts/og-images.json'), `${JSON.stringify(drawn, null, 2)}\n`);

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
console.log(`wrote public/favicon.svg, ${Object.values(drawn).map(({ file }) => file).join(', ')}, scripts/og-images.json and public/favicon.ico`);
