// Finds the Chromium the browser tests use: CHROMIUM_PATH, then Debian's /usr/bin/chromium.
// On a Debian machine running as root without one, installs Debian's package; elsewhere
// it stops with a message saying how to get one. (Playwright's own browser downloads do
// not work on these machines.)
// Also Debian's chromium-headless-shell, the same Chromium (same source package, version and
// engine) without the browser around it, which Playwright itself uses for headless runs by
// default: e2e runs in it, about 30% faster on 2 cores. What depends on the full browser stays
// in it: every pixel of the visual suite (the shell draws text with other metrics), layout
// widths, the input devices a page sees, the PDF viewer (docs/ci.md, "Which browser").
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './debian.mjs';

const DEBIAN_PATH = '/usr/bin/chromium';
const DEBIAN_SHELL_PATH = '/usr/bin/chromium-headless-shell';

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

/**
 * The headless shell's path (CHROMIUM_HEADLESS_SHELL_PATH, then Debian's), or else the full
 * Chromium's, or null; never installs. What the functional suites launch.
 */
export function headlessShellPath() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_SHELL_PATH) ? DEBIAN_SHELL_PATH : chromiumPath();
}

export function ensureChromium() {
  const found = chromiumPath();
  // A machine set up before the suites used the shell (its lookup falls back to Debian's
  // Chromium) gets it beside that Chromium.
  if (found === DEBIAN_PATH && headlessShellPath() === DEBIAN_PATH && canAptInstall()) {
    console.log('Installing Debian\'s chromium-headless-shell beside chromium...');
    aptInstall(['chromium-headless-shell']);
  }
  if (found) return found;
  if (canAptInstall()) {
    console.log('Chromium not found: installing Debian\'s chromium and chromium-headless-shell packages...');
    // With the fonts of the machine the visual baselines were made on: DejaVu, and Liberation
    // Sans (which chromium-common only recommends), the local face of the metric-matched fallback.
    aptInstall(['chromium', 'chromium-headless-shell', 'fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation']);
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
