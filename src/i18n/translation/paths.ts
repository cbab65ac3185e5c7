/**
 * A place in a `SiteContent` record: object keys and array indexes from the root, e.g.
 * ['news', 'bodies', 'q4-results', 2, 'text']. Reports show it as code would write it
 * (`news.bodies['q4-results'][2].text`); XLIFF unit ids use the dotted form
 * (`news.bodies.q4-results.2.text`), since an XLIFF 2.0 id must be an XML name token.
 */
export type PathSegment = string | number;
export type ContentPath = readonly PathSegment[];

const identifierKey = /^[A-Za-z_$][\w$]*$/;

/** `news.bodies['q4-results'][2].text` */
export function formatPath(path: ContentPath): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (!identifierKey.test(segment)) return `['${segment}']`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join('');
}

// Letters, digits and . - _ : (XML NMTOKEN); a dot separates segments, so keys must not hold one.
const unitIdSegment = /^[\p{L}\p{N}_:-]+$/u;

/** `news.bodies.q4-results.2.text`: the stable id of the XLIFF unit of a path. */
export function unitIdOf(path: ContentPath): string {
  for (const segment of path) {
    if (typeof segment === 'string' && !unitIdSegment.test(segment)) {
      throw new Error(`The content key "${segment}" (${formatPath(path)}) cannot be part of an XLIFF unit id: use letters, digits, - or _`);
    }
  }
  return path.join('.');
}
