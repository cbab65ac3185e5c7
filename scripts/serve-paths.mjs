// The request-line and Range rules of `npm start` (scripts/serve.mjs), as pure functions the
// unit tests call (tests/unit/serve-paths.test.ts).

/**
 * The path of a request target, still percent-encoded, or null when it is not a path the
 * server answers ("*", a target that does not parse). An absolute-form target
 * ("http://host/a") gives its path. Never parsed against a base URL: "//evil.example/x"
 * would then become the host evil.example and the path "/x".
 */
export function requestPath(target = '/') {
  if (target.startsWith('/')) {
    const end = target.search(/[?#]/);
    return end === -1 ? target : target.slice(0, end);
  }
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The file path (decoded, "/" separated) a request path names, or null when no file can
 * answer it: an undecodable escape, an encoded slash or backslash, a backslash, a NUL, an
 * empty segment ("//"), "." or "..", or a dot-file. No host serves those (Cloudflare Pages
 * answers 404); refusing them here also means a redirect built from the path can never
 * start with "//" or "/\" (another origin).
 */
export function filePath(pathname) {
  if (!pathname.startsWith('/') || /%(2f|5c|00)/i.test(pathname)) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded)) return null;
  const segments = decoded.slice(1).split('/');
  // An empty last segment is a trailing slash ("/about/"), the only empty one allowed.
  if (segments.slice(0, -1).some((segment) => segment === '') || segments.some((segment) => segment.startsWith('.'))) return null;
  return decoded;
}

/** A Location that stays on this origin: a path starting with one "/" and never "//" or "/\". */
export function isSameOriginPath(location) {
  return /^\/(?![/\\])/.test(location) && !/[\s\0]/.test(location);
}

/**
 * A Range header against a representation of `size` bytes (RFC 9110 §14): a single byte
 * range -> { start, end } (inclusive); 'unsatisfiable' (416 with "Content-Range: bytes
 * *\/size"): a range past the end, a reversed range ("5-2"), an empty suffix ("-0"); null
 * (serve the whole file, 200, as §14.2 lets a server ignore Range): no header, another
 * unit, several ranges, or a header that does not parse.
 */
export function parseRange(header, size) {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  // Past Number.MAX_SAFE_INTEGER, any digit string is larger than any file.
  const number = (digits) => (digits.length > 15 ? Number.POSITIVE_INFINITY : Number(digits));
  if (first === '') {
    const suffix = number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = number(first);
  const end = last === '' ? size - 1 : Math.min(number(last), size - 1);
  if (last !== '' && number(last) < start) return 'unsatisfiable';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
