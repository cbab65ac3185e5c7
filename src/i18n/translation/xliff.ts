/**
 * XLIFF 2.0 documents (OASIS, `urn:oasis:names:tc:xliff:document:2.0`), written and read
 * through an XML DOM (@xmldom/xmldom). Only what the export writes is read back: units with
 * notes, original data, one or more segments (a translation tool may split a unit into
 * sentences), and inline `<ph>` codes for the values the site fills in (`${site.shortName}`).
 */
import { DOMImplementation, DOMParser, type Element, type Node as XmlNode, XMLSerializer } from '@xmldom/xmldom';
import type { TextPart } from './sources';

export const xliffNamespace = 'urn:oasis:names:tc:xliff:document:2.0';

export interface XliffNote {
  category?: string;
  text: string;
}

export interface XliffUnit {
  /** The dotted path of the text (./paths.ts). */
  id: string;
  /** The path as code writes it. */
  name?: string;
  /** False for a text that is not edited through XLIFF (translate="no"). */
  translate?: boolean;
  notes: XliffNote[];
  /** The value each code stands for, shown to the translator instead of the code. */
  codeValues?: ReadonlyMap<string, string | undefined>;
  source: TextPart[];
  target?: TextPart[];
}

export interface XliffFile {
  id: string;
  /** The folder the texts come from, for the translator's information. */
  original?: string;
  units: XliffUnit[];
}

export interface XliffDocument {
  srcLang: string;
  trgLang: string;
  files: XliffFile[];
}

/** A file the import cannot read, with what and where. */
export class XliffError extends Error {}

// ---------------------------------------------------------------------------------------
// Writing

export function writeXliff(document: XliffDocument): string {
  const xml = new DOMImplementation().createDocument(xliffNamespace, 'xliff', null);
  const root = xml.documentElement as Element;
  root.setAttribute('version', '2.0');
  root.setAttribute('srcLang', document.srcLang);
  root.setAttribute('trgLang', document.trgLang);

  const element = (parent: Element, name: string, attributes: Record<string, string | undefined> = {}, depth = 1): Element => {
    const child = xml.createElementNS(xliffNamespace, name);
    for (const [attribute, value] of Object.entries(attributes)) if (value !== undefined) child.setAttribute(attribute, value);
    parent.appendChild(xml.createTextNode(`\n${'  '.repeat(depth)}`));
    parent.appendChild(child);
    return child;
  };
  const close = (parent: Element, depth: number) => parent.appendChild(xml.createTextNode(`\n${'  '.repeat(depth)}`));

  const inline = (parent: Element, parts: readonly TextPart[], codeValues: ReadonlyMap<string, string | undefined> | undefined) => {
    const seen = new Map<string, number>();
    for (const part of parts) {
      if (typeof part === 'string') {
        parent.appendChild(xml.createTextNode(part));
        continue;
      }
      const occurrence = (seen.get(part.code) ?? 0) + 1;
      seen.set(part.code, occurrence);
      const ph = xml.createElementNS(xliffNamespace, 'ph');
      ph.setAttribute('id', occurrence === 1 ? part.code : `${part.code}.${occurrence}`);
      ph.setAttribute('dataRef', part.code);
      const value = codeValues?.get(part.code);
      if (value !== undefined) {
        ph.setAttribute('disp', value);
        ph.setAttribute('equiv', value);
      }
      parent.appendChild(ph);
    }
  };

  for (const file of document.files) {
    const fileElement = element(root, 'file', { id: file.id, original: file.original });
    for (const unit of file.units) {
      const unitElement = element(fileElement, 'unit', { id: unit.id, name: unit.name, translate: unit.translate === false ? 'no' : undefined }, 2);
      if (unit.notes.length) {
        const notes = element(unitElement, 'notes', {}, 3);
        for (const note of unit.notes) element(notes, 'note', { category: note.category }, 4).appendChild(xml.createTextNode(note.text));
        close(notes, 3);
      }
      const codes = [...new Set([...unit.source, ...(unit.target ?? [])].flatMap((part) => (typeof part === 'string' ? [] : [part.code])))];
      if (codes.length) {
        const originalData = element(unitElement, 'originalData', {}, 3);
        for (const code of codes) element(originalData, 'data', { id: code }, 4).appendChild(xml.createTextNode(`\${${code}}`));
        close(originalData, 3);
      }
      const segment = element(unitElement, 'segment', { state: unit.target ? 'translated' : 'initial' }, 3);
      inline(element(segment, 'source', {}, 4), unit.source, unit.codeValues);
      if (unit.target) inline(element(segment, 'target', {}, 4), unit.target, unit.codeValues);
      close(segment, 3);
      close(unitElement, 2);
    }
    close(fileElement, 1);
  }
  close(root, 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(xml)}\n`;
}

// ---------------------------------------------------------------------------------------
// Reading

export function readXliff(text: string): XliffDocument {
  let xml: ReturnType<DOMParser['parseFromString']>;
  let firstError: string | undefined;
  try {
    xml = new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return;
        firstError ??= message;
        throw new XliffError(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw new XliffError(`Not well-formed XML: ${firstError ?? (error as Error).message}`);
  }
  const root = xml.documentElement;
  if (root?.localName !== 'xliff' || root.namespaceURI !== xliffNamespace) {
    throw new XliffError(`Not an XLIFF 2.0 file: its root must be <xliff xmlns="${xliffNamespace}">`);
  }
  if (!root.getAttribute('version')?.startsWith('2.')) throw new XliffError(`Not an XLIFF 2.x file: version="${root.getAttribute('version')}"`);
  const srcLang = root.getAttribute('srcLang') ?? '';
  const trgLang = root.getAttribute('trgLang') ?? '';
  if (!trgLang) throw new XliffError('The file names no target language (trgLang)');

  const files = children(root, 'file').map((file) => ({
    id: file.getAttribute('id') ?? '',
    original: file.getAttribute('original') ?? undefined,
    units: unitsIn(file),
  }));
  return { srcLang, trgLang, files };
}

/** The units of a file, including those inside groups. */
function unitsIn(container: Element): XliffUnit[] {
  return children(container).flatMap((child) => {
    if (child.localName === 'group') return unitsIn(child);
    if (child.localName !== 'unit') return [];
    return [readUnit(child)];
  });
}

function readUnit(unit: Element): XliffUnit {
  const id = unit.getAttribute('id') ?? '';
  if (!id) throw new XliffError('A <unit> has no id');
  const pieces = children(unit).filter((child) => child.localName === 'segment' || child.localName === 'ignorable');
  if (!pieces.length) throw new XliffError(`Unit ${id} has no <segment>`);
  const source: TextPart[] = [];
  const target: TextPart[] = [];
  let translatedSegments = 0;
  let segments = 0;
  for (const piece of pieces) {
    const sourceElement = children(piece, 'source')[0];
    const targetElement = children(piece, 'target')[0];
    if (!sourceElement) throw new XliffError(`Unit ${id} has a <${piece.localName}> without <source>`);
    source.push(...inlineParts(sourceElement, id));
    // An ignorable (whitespace between sentences) without a target keeps its source.
    target.push(...inlineParts(targetElement ?? sourceElement, id));
    if (piece.localName === 'segment') {
      segments++;
      if (targetElement) translatedSegments++;
    }
  }
  if (translatedSegments > 0 && translatedSegments < segments) {
    throw new XliffError(`Unit ${id} is partly translated: ${segments - translatedSegments} of its ${segments} segments have no <target>`);
  }
  return {
    id,
    name: unit.getAttribute('name') ?? undefined,
    translate: unit.getAttribute('translate') !== 'no',
    notes: [],
    source: joinText(source),
    target: translatedSegments ? joinText(target) : undefined,
  };
}

/** Text and `<ph>` codes of a <source> or <target>; `<mrk>` annotations are read through. */
function inlineParts(element: Element, unitId: string): TextPart[] {
  const parts: TextPart[] = [];
  for (let node: XmlNode | null = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      parts.push(node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const child = node as Element;
    if (child.localName === 'ph') {
      // The code is named by its original data; an id of a repeated code ends in .2, .3...
      const code = child.getAttribute('dataRef') || (child.getAttribute('id') ?? '').replace(/\.\d+$/, '');
      parts.push({ code });
    } else if (child.localName === 'mrk') {
      parts.push(...inlineParts(child, unitId));
    } else if (child.localName === 'cp') {
      parts.push(String.fromCodePoint(Number.parseInt(child.getAttribute('hex') ?? '', 16)));
    } else {
      throw new XliffError(`Unit ${unitId}: <${child.localName}> is not supported here (only text, <ph> codes and <mrk> annotations)`);
    }
  }
  return parts;
}

/** Adjacent text pieces as one string, empty pieces dropped. */
function joinText(parts: TextPart[]): TextPart[] {
  const joined: TextPart[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
    else if (part !== '') joined.push(part);
  }
  return joined;
}

function children(parent: Element, localName?: string): Element[] {
  const found: Element[] = [];
  for (let node: XmlNode | null = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const element = node as Element;
    if (element.namespaceURI === xliffNamespace && (!localName || element.localName === localName)) found.push(element);
  }
  return found;
}
