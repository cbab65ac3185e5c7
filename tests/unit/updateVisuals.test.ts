// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineChanges, baselinesDir, commitMessage } from '../../scripts/update-visuals.mjs';

/** A repository with three committed baselines and CHROMIUM_VERSION. */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'baselines-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, baselinesDir, file)), { recursive: true });
    writeFileSync(path.join(dir, baselinesDir, file), content);
  };
  git('init', '--quiet');
  write('CHROMIUM_VERSION', 'Chromium 1\n');
  write('pages/home-mobile.png', 'home');
  write('pages/about-mobile.png', 'about');
  write('aria/home-main-desktop.yml', '- main');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'baselines');
  return { dir, write };
}

describe('which baselines an update changed', () => {
  it('lists a rewritten file only when its bytes differ, and new files apart; never CHROMIUM_VERSION', () => {
    const { dir, write } = repository();
    write('pages/home-mobile.png', 'home, re-shot with a changed pixel');
    write('pages/about-mobile.png', 'about'); // re-written, same bytes
    write('stories/components-new--story-desktop.png', 'new');
    write('CHROMIUM_VERSION', 'Chromium 2\n');
    expect(baselineChanges(dir)).toEqual({
      changed: [`${baselinesDir}/pages/home-mobile.png`],
      added: [`${baselinesDir}/stories/components-new--story-desktop.png`],
      removed: [],
    });
  });

  it('finds nothing when every re-shot matches', () => {
    const { dir, write } = repository();
    write('aria/home-main-desktop.yml', '- main');
    expect(baselineChanges(dir)).toEqual({ changed: [], added: [], removed: [] });
  });
});

describe('the commit message of an update', () => {
  const changed = [`${baselinesDir}/pages/home-mobile.png`];
  const added = [`${baselinesDir}/stories/components-new--story-desktop.png`];

  it('counts and names every shot and says why', () => {
    const message = commitMessage({ changed, added, versionChanged: false, chromium: 'Chromium 2', filter: "-g 'home'", reason: 'The hero is taller.' });
    expect(message.split('\n')[0]).toBe('Visual baselines: 1 changed, 1 new (pages/home-mobile.png, stories/components-new--story-desktop.png)');
    expect(message).toContain('The hero is taller.');
    expect(message).toContain("partial update: -g 'home'; CHROMIUM_VERSION left as it was");
    expect(message).toContain('Changed:\n- pages/home-mobile.png');
    expect(message).toContain('New:\n- stories/components-new--story-desktop.png');
  });

  it('says when its PNGs were optimised, and only then', () => {
    const details = { changed, added, versionChanged: false, chromium: 'Chromium 2', filter: '' };
    expect(commitMessage({ ...details, optimized: true })).toContain('recompressed losslessly by scripts/optimize-baselines.mjs');
    expect(commitMessage(details)).not.toContain('optimize-baselines');
  });

  it('says when a full update recorded a new Chromium', () => {
    const message = commitMessage({ changed, added: [], versionChanged: true, chromium: 'Chromium 2', filter: '' });
    expect(message).toContain('(full update)');
    expect(message).toContain('CHROMIUM_VERSION now records Chromium 2.');
  });
});
