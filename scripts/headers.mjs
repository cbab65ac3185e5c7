// Reads a `_headers` file (Netlify / Cloudflare Pages format) into rules, and finds the
// headers for a path the way Cloudflare Pages does: every rule whose pattern matches adds its
// headers, and a header that two matching rules both set gets both values joined with a
// comma ("An incoming request which matches multiple rules' URL patterns will inherit all
// rules' headers": developers.cloudflare.com/pages/configuration/headers/). Netlify keeps one
// value instead, so a file that relies on either is wrong on the other host:
// `headerConflicts` finds such pairs, and tests/unit/headers.test.ts holds public/_headers to none.
import { readFileSync } from 'node:fs';

/**
 * Patterns this parser understands: an exact path ("/robots.txt") or a prefix ending in one
 * splat ("/static/*"). Anything else (placeholders, absolute URLs, a splat elsewhere,
 * Cloudflare's "! Header" detach) is refused rather than silently ignored, so that `npm start`
 * never answers differently from the host without a test noticing.
 */
const PATTERN = /^\/[^*:\s]*\*?$/;

export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/\s+$/, '');
    if (!line || line.trimStart().startsWith('#')) continue;
    const where = `_headers line ${index + 1}`;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      if (!PATTERN.test(pattern)) throw new Error(`${where}: unsupported pattern "${pattern}" (an exact path, or a prefix ending in *)`);
      current = { pattern, headers: {} };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    if (!current || colon <= 0 || !/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`${where}: expected "Name: value" under a path, got "${line.trim()}"`);
    const value = line.slice(colon + 1).trim();
    // The same header twice in one rule: Cloudflare joins those as well.
    current.headers[name] = current.headers[name] === undefined ? value : `${current.headers[name]}, ${value}`;
  }
  return rules;
}

function matches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** Whether some path matches both patterns. */
function overlap(a, b) {
  const prefixA = a.endsWith('*') ? a.slice(0, -1) : null;
  const prefixB = b.endsWith('*') ? b.slice(0, -1) : null;
  if (prefixA !== null && prefixB !== null) return prefixA.startsWith(prefixB) || prefixB.startsWith(prefixA);
  if (prefixA !== null) return b.startsWith(prefixA);
  if (prefixB !== null) return a.startsWith(prefixB);
  return a === b;
}

/** The headers for a path: those of every matching rule, a header set twice joined with ", ". */
export function headersFor(rules, pathname) {
  const result = {};
  const names = new Map();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = names.get(name.toLowerCase());
      if (key === undefined) {
        names.set(name.toLowerCase(), name);
        result[name] = value;
      } else {
        result[key] = `${result[key]}, ${value}`;
      }
    }
  }
  return result;
}

/** Every header that two rules able to match one path both set: "Cache-Control: /* and /static/*". */
export function headerConflicts(rules) {
  const conflicts = [];
  for (const [i, a] of rules.entries()) {
    for (const b of rules.slice(i + 1)) {
      if (!overlap(a.pattern, b.pattern)) continue;
      const names = new Set(Object.keys(b.headers).map((name) => name.toLowerCase()));
      for (const name of Object.keys(a.headers)) if (names.has(name.toLowerCase())) conflicts.push(`${name}: ${a.pattern} and ${b.pattern}`);
    }
  }
  return conflicts;
}

export function loadHeaderRules(file) {
  return parseHeadersFile(readFileSync(file, 'utf8'));
}
