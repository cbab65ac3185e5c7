// Finds the PostgreSQL server the functions' production-path test starts for itself
// (tests/functions/production_postgres.test.ts): PG_BIN if set (a folder with initdb, postgres
// and psql), else Debian's newest /usr/lib/postgresql/<major>/bin. On a Debian machine running
// as root without one, installs Debian's `postgresql` package, as scripts/chromium.mjs does for
// Chromium; elsewhere it stops and says how to get one.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, canAptInstall } from './debian.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const TOOLS = ['initdb', 'postgres', 'psql'];

const complete = (dir) => TOOLS.every((tool) => existsSync(path.join(dir, tool)));

/** The folder of the server binaries, or null; never installs. */
export function postgresBin() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && complete(fromEnv)) return fromEnv;
  if (!existsSync(DEBIAN_ROOT)) return null;
  const majors = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const dir = path.join(DEBIAN_ROOT, major, 'bin');
    if (complete(dir)) return dir;
  }
  return null;
}

export function ensurePostgres() {
  const found = postgresBin();
  if (found) return found;
  if (canAptInstall()) {
    console.log("PostgreSQL server not found: installing Debian's postgresql package...");
    aptInstall(['postgresql']);
    const installed = postgresBin();
    if (installed) return installed;
  }
  console.error(
    [
      'No PostgreSQL server found for the functions tests (they start a throwaway one).',
      '  - Debian/Ubuntu: sudo apt-get install postgresql',
      '  - Elsewhere: install PostgreSQL and set PG_BIN to the folder holding initdb, postgres and psql',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensurePostgres();
  console.log(`${found} (${execFileSync(path.join(found, 'postgres'), ['--version'], { encoding: 'utf8' }).trim()})`);
}
