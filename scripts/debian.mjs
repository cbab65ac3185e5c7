// Installing a Debian package the test suite needs (Chromium, the PostgreSQL server), when the
// machine is a Debian one and the suite runs as root, as in CI (.ci/run).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

function safeRead(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** True on Debian (or a derivative) when running as root: apt-get can install. */
export function canAptInstall() {
  const isDebian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isDebian && isRoot;
}

export function aptInstall(packages) {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
