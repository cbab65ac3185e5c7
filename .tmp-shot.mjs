import { chromium } from '@playwright/test';
const [,, path, out, width = '1280'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(`http://127.0.0.1:4391${path}`, { waitUntil: 'networkidle' });
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const seg = 1800;
for (let y = 0, i = 0; y < height; y += seg, i++) {
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(seg, height - y) } });
}
console.log('height', height, logs.join('\n'));
await browser.close();
