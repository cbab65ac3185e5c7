// Finds the Chromium the browser tests use: CHROMIUM_PATH, then Debian's /usr/bin/chromium.
// On a Debian machine running as root without one, installs Debian's package; elsewhere
// it stops with a message saying how to get one. (Playwright's own browser downloads do
// not work on these machines.)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './debian.mjs';

const DEBIAN_PATH = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The path, or null; never installs. */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_PATH) ? DEBIAN_PATH : null;
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  if (canAptInstall()) {
    console.log('Chromium not found: installing Debian\'s chromium package...');
    // With the fonts of the machine the visual baselines were made on: DejaVu, and Liberation
    // Sans (which chromium-common only recommends), the local face of the metric-matched fallback.
    aptInstall(['chromium', 'fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation']);
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  console.error(
    [
      'No Chromium found for the browser tests.',
      '  - Debian/Ubuntu: sudo apt-get install chromium',
      '  - Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chrome',
    ].join('\n'),
  );
  process.exit(1);
}

export function chromiumVersion(executable) {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensureChromium();
  console.log(`${found} (${chromiumVersion(found)})`);
}
