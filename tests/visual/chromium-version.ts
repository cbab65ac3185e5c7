import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium.mjs';

/**
 * Global setup of the visual suite. Baselines are only comparable on the Chromium that
 * made them: __baselines__/CHROMIUM_VERSION records it. A run compares and, on a mismatch,
 * warns at the start and on every failing test (it does not fail on the version alone).
 * Only a full update writes the file (scripts/update-visuals.mjs, `npm run
 * test:visual:update`): a filtered or sharded update re-shoots a few baselines and must not
 * claim all the others for its browser.
 */
export const versionFile = path.join(import.meta.dirname, '__baselines__', 'CHROMIUM_VERSION');

function currentVersion(): string {
  const executable = chromiumPath();
  if (!executable) return 'unknown (no Chromium found)';
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export default function chromiumVersionCheck(config: FullConfig) {
  const current = currentVersion();
  if (config.updateSnapshots === 'all' || config.updateSnapshots === 'changed') {
    console.log(`Visual baselines: updating with ${current} (CHROMIUM_VERSION is written by scripts/update-visuals.mjs after a full update)`);
    return;
  }
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '';
  if (recorded === current) {
    console.log(`Visual baselines: made with ${recorded}, same as this run`);
    return;
  }
  const note = `Baselines were made with ${recorded || 'an unrecorded Chromium'}, this run uses ${current}: pixel differences may come from the browser, not from the site. Rebuild the baselines on this Chromium (npm run test:visual:update) only if that is the cause.`;
  process.env.VISUAL_CHROMIUM_NOTE = note;
  console.warn(`\n⚠ ${note}\n`);
}
