// Reads a `_headers` file (Netlify / Cloudflare Pages format) into rules, and finds the
// headers for a path. Later rules override earlier ones for the same header name.
import { readFileSync } from 'node:fs';

export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const index = line.indexOf(':');
      if (index > 0) current.headers[line.slice(0, index).trim()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

export function headersFor(rules, pathname) {
  const result = {};
  for (const rule of rules) if (matches(rule.pattern, pathname)) Object.assign(result, rule.headers);
  return result;
}

export function loadHeaderRules(file) {
  return parseHeadersFile(readFileSync(file, 'utf8'));
}
