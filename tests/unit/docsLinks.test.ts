// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ are the project's front door: a link that leads nowhere, or to a
 * heading that was renamed, fails here. Every relative link must name a file or folder of the
 * repository, and every `#anchor` a heading of its target as GitHub slugs it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(root, 'docs');
const pages = ['README.md', ...readdirSync(docsDir).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** The text outside fenced code blocks, line by line (a `#` in a shell block is no heading, a link in it no link). */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      lines.push('');
    } else lines.push(fence ? '' : line);
  }
  return lines;
}

/**
 * The anchor GitHub gives a heading (github-slugger): the heading's text as rendered (links
 * by their text, code without backticks), lower case, with every character that is not a
 * letter, a digit, a space, `-` or `_` removed, and each space made a `-`. A repeated
 * heading gets `-1`, `-2`...
 */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** Every anchor a Markdown file's headings get. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

interface Link {
  page: string;
  line: number;
  target: string;
}

/** The inline links `[text](target)` of a page, outside code. */
function linksOf(page: string): Link[] {
  const links: Link[] = [];
  proseLines(readFileSync(path.join(root, page), 'utf8')).forEach((text, index) => {
    const withoutCode = text.replace(/`[^`]*`/g, '');
    for (const [, target = ''] of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ page, line: index + 1, target });
    }
  });
  return links;
}

/** Why a link does not resolve, or undefined when it does. */
function brokenLink({ page, target }: Link): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: and the like are not checked here
  const [filePart, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = filePart === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), decodeURIComponent(filePart));
  if (!file.startsWith(root + path.sep)) return `leads out of the repository: ${target}`;
  if (!existsSync(file)) return `no such file: ${path.relative(root, file)}`;
  if (anchor === undefined) return undefined;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `an anchor into a file that is not Markdown: ${target}`;
  if (!anchorsOf(file).has(anchor)) return `no heading "#${anchor}" in ${path.relative(root, file)}`;
  return undefined;
}

describe('githubSlug', () => {
  it('slugs headings as GitHub does', () => {
    expect(githubSlug('Approving a visual change from a pull request')).toBe('approving-a-visual-change-from-a-pull-request');
    expect(githubSlug('Deploy (Supabase), from a fresh account')).toBe('deploy-supabase-from-a-fresh-account');
    expect(githubSlug('`.ci/run`')).toBe('cirun');
    expect(githubSlug('`npm start` and Cloudflare Pages')).toBe('npm-start-and-cloudflare-pages');
    expect(githubSlug('Foundations › Design tokens')).toBe('foundations--design-tokens');
    expect(githubSlug('Offline reading (service worker)')).toBe('offline-reading-service-worker');
    expect(githubSlug('Français et português')).toBe('français-et-português');
    expect(githubSlug('Libraries, and why')).toBe('libraries-and-why');
  });
});

describe('links in the README and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('README.md');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap(linksOf).length).toBeGreaterThan(20);
  });

  for (const page of pages) {
    it(`every relative link and anchor in ${page} resolves`, () => {
      const broken = linksOf(page).flatMap((link) => {
        const reason = brokenLink(link);
        return reason ? [`${link.page}:${link.line}: ${reason}`] : [];
      });
      expect(broken).toEqual([]);
    });
  }

  it('the README links every page of docs/', () => {
    const linked = new Set(linksOf('README.md').map(({ target }) => path.normalize(target.split('#', 1)[0] ?? '')));
    const unlinked = pages.filter((page) => page !== 'README.md' && !linked.has(path.normalize(page)));
    expect(unlinked).toEqual([]);
  });

  it('a broken file or anchor is reported', () => {
    expect(brokenLink({ page: 'README.md', line: 1, target: 'docs/no-such-page.md' })).toMatch(/no such file/);
    expect(brokenLink({ page: 'README.md', line: 1, target: 'docs/ci.md#no-such-heading' })).toMatch(/no heading/);
    expect(brokenLink({ page: 'docs/ci.md', line: 1, target: '#no-such-heading' })).toMatch(/no heading/);
    expect(brokenLink({ page: 'docs/ci.md', line: 1, target: '../../outside.md' })).toMatch(/out of the repository/);
    expect(brokenLink({ page: 'docs/ci.md', line: 1, target: 'visual-review.md#chromatic' })).toBeUndefined();
  });
});

describe('commands-and-ports.md', () => {
  it('names every npm script of package.json', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const text = readFileSync(path.join(docsDir, 'commands-and-ports.md'), 'utf8');
    const named = (script: string) => (script === 'start' || script === 'test' ? text.includes(`\`npm ${script}`) : text.includes(`npm run ${script}\``) || text.includes(`npm run ${script} `));
    expect(Object.keys(scripts).filter((script) => !named(script))).toEqual([]);
  });
});
