/**
 * Where each text of a locale's content is written: the string literal (or template literal)
 * in src/content/<locale>/ that a path of its `SiteContent` record maps to. The XLIFF import
 * rewrites exactly that literal. The TypeScript compiler API (through ts-morph, which bundles
 * its own compiler: the project's TypeScript 7 has no JavaScript API) follows object
 * properties, list items, spreads, constants and imports from the record the locale's
 * index.ts exports. A text computed in any other way (a function call, a value shared with
 * every locale such as `site.email`) is reported as such, never guessed at.
 */
import path from 'node:path';
import {
  type Expression,
  Node,
  type NoSubstitutionTemplateLiteral,
  type ObjectLiteralExpression,
  Project,
  type SourceFile,
  type StringLiteral,
  type Symbol as TsSymbol,
  type TemplateExpression,
  ts,
} from 'ts-morph';
import type { ContentPath, PathSegment } from './paths';

/** A piece of a text: plain text, or a value the code puts in (`${site.shortName}` -> { code: 'site.shortName' }). */
export type TextPart = string | { code: string };

export type TextLiteral = StringLiteral | NoSubstitutionTemplateLiteral | TemplateExpression;

export type TextSource =
  /** Written in the locale's own files: the import may rewrite it. */
  | { kind: 'literal'; node: TextLiteral; parts: TextPart[]; where: string }
  /** Anything else: the reason says what and where. */
  | { kind: 'computed'; why: string; where?: string };

type Found = { node: Node } | { problem: string; at?: Node };

export class ContentSources {
  readonly #root: string;
  readonly #localeFolder: string;
  readonly #record: Expression;

  /** The content of `locale` as written under `<root>/src/content/<locale>/`. */
  constructor(root: string, locale: string) {
    this.#root = root;
    this.#localeFolder = path.join(root, 'src/content', locale) + path.sep;
    const project = new Project({
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
        noEmit: true,
        noLib: true, // symbols of the content's own modules are all this needs
        types: [],
      },
      skipAddingFilesFromTsConfig: true,
      skipFileDependencyResolution: true,
    });
    project.addSourceFilesAtPaths([path.join(root, 'src/content/**/*.ts'), `!${path.join(root, 'src/content/**/*.test.ts')}`]);
    const index = project.getSourceFileOrThrow(path.join(this.#localeFolder, 'index.ts'));
    this.#record = index.getVariableDeclarationOrThrow(locale).getInitializerOrThrow(`src/content/${locale}/index.ts: \`export const ${locale}\` has no value`);
  }

  /**
   * Where the text at `contentPath` is written. `expected` is the text the running content
   * has there: a literal that does not give exactly that text is not taken for its source.
   */
  sourceOf(contentPath: ContentPath, expected: string): TextSource {
    const found = this.#expressionAt(contentPath);
    if ('problem' in found) return { kind: 'computed', why: found.problem, where: found.at && this.#where(found.at) };
    const node = this.#resolve(found.node);
    const where = this.#where(node);
    if (!isTextLiteral(node)) return { kind: 'computed', why: `computed by \`${abbreviate(node.getText())}\``, where };
    const parts = partsOf(node);
    if (!parts) return { kind: 'computed', why: `a template with an expression other than a plain name (\`${abbreviate(node.getText())}\`)`, where };
    if (!this.#isLocaleFile(node.getSourceFile())) {
      return { kind: 'computed', why: 'shared with every locale', where };
    }
    if (textOfParts(parts, (code) => this.valueOfCode(node, code)) !== expected) {
      return { kind: 'computed', why: `the literal found here does not give the running text (\`${abbreviate(node.getText())}\`)`, where };
    }
    return { kind: 'literal', node, parts, where };
  }

  /** The object literal of a plural message (to add a missing form to), or a reason why there is none. */
  objectAt(contentPath: ContentPath): { node: ObjectLiteralExpression } | { problem: string } {
    const found = this.#expressionAt(contentPath);
    if ('problem' in found) return { problem: found.problem };
    const node = this.#resolve(found.node);
    if (!Node.isObjectLiteralExpression(node)) return { problem: `not an object literal: \`${abbreviate(node.getText())}\`` };
    if (!this.#isLocaleFile(node.getSourceFile())) return { problem: `shared with every locale (${this.#where(node)})` };
    return { node };
  }

  /** The value a code of a template stands for, when it is a constant (for the translator's display). */
  valueOfCode(literal: TextLiteral, code: string): string | undefined {
    if (!Node.isTemplateExpression(literal)) return undefined;
    const span = literal.getTemplateSpans().find((candidate) => candidate.getExpression().getText() === code);
    return span && staticText(this.#resolve(span.getExpression()), (node) => this.#resolve(node));
  }

  #expressionAt(contentPath: ContentPath): Found {
    let current: Node = this.#record;
    for (const [depth, segment] of contentPath.entries()) {
      const container = this.#resolvedAt(contentPath.slice(0, depth), current);
      const child = childOf(container, segment, (node) => this.#resolve(node));
      if (!child) {
        const at = contentPath.slice(0, depth).join('.') || 'the record';
        return { problem: `${at} is \`${abbreviate(container.getText())}\`, not a literal object or list with "${segment}"`, at: container };
      }
      current = child;
    }
    return { node: current };
  }

  // Containers resolved once per path prefix: every text of a record shares the walk to it.
  readonly #containers = new Map<string, Node>();

  #resolvedAt(prefix: ContentPath, expression: Node): Node {
    const key = JSON.stringify(prefix);
    let container = this.#containers.get(key);
    if (!container) {
      container = this.#resolve(expression);
      this.#containers.set(key, container);
    }
    return container;
  }

  /** Follows parentheses, type assertions, constants and imports to the expression that gives the value. */
  #resolve(node: Node, depth = 0): Node {
    if (depth > 50) return node;
    const inner = unwrap(node);
    if (Node.isIdentifier(inner)) {
      const initializer = constInitializer(inner.getSymbol());
      return initializer ? this.#resolve(initializer, depth + 1) : inner;
    }
    if (Node.isPropertyAccessExpression(inner)) {
      const owner = this.#resolve(inner.getExpression(), depth + 1);
      const value = childOf(owner, inner.getName(), (child) => this.#resolve(child, depth + 1));
      return value ? this.#resolve(value, depth + 1) : inner;
    }
    return inner;
  }

  #isLocaleFile(file: SourceFile): boolean {
    return file.getFilePath().startsWith(this.#localeFolder.split(path.sep).join('/'));
  }

  #relative(file: SourceFile): string {
    return path.relative(this.#root, file.getFilePath());
  }

  #where(node: Node): string {
    return `${this.#relative(node.getSourceFile())}:${node.getStartLineNumber()}`;
  }
}

export const isTextLiteral = (node: Node): node is TextLiteral =>
  Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node) || Node.isTemplateExpression(node);

/** The pieces of a literal; undefined for a template whose expressions are not plain names. */
function partsOf(node: TextLiteral): TextPart[] | undefined {
  if (!Node.isTemplateExpression(node)) return [node.getLiteralValue()];
  const parts: TextPart[] = [node.getHead().compilerNode.text];
  for (const span of node.getTemplateSpans()) {
    const expression = span.getExpression();
    if (!isPlainName(expression)) return undefined;
    parts.push({ code: expression.getText() }, span.getLiteral().compilerNode.text);
  }
  return parts.filter((part) => part !== '');
}

/** `site` or `site.shortName`: a name the code fills in, with nothing computed. */
const isPlainName = (node: Node): boolean => Node.isIdentifier(node) || (Node.isPropertyAccessExpression(node) && isPlainName(node.getExpression()));

function unwrap(node: Node): Node {
  if (Node.isParenthesizedExpression(node) || Node.isAsExpression(node) || Node.isSatisfiesExpression(node) || Node.isTypeAssertion(node) || Node.isNonNullExpression(node)) {
    return unwrap(node.getExpression());
  }
  return node;
}

/** The initializer of the `const` a name refers to, through imports. */
function constInitializer(symbol: TsSymbol | undefined): Node | undefined {
  const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
  const declaration = target?.getValueDeclaration() ?? target?.getDeclarations()[0];
  if (!Node.isVariableDeclaration(declaration)) return undefined;
  const list = declaration.getVariableStatement()?.getDeclarationList() ?? declaration.getParent();
  if (!Node.isVariableDeclarationList(list) || !(list.getFlags() & ts.NodeFlags.Const)) return undefined;
  return declaration.getInitializer();
}

/** The expression of a property of an object literal or an item of an array literal (spreads followed). */
function childOf(container: Node, segment: PathSegment, resolve: (node: Node) => Node): Node | undefined {
  if (Node.isArrayLiteralExpression(container)) {
    const items = arrayItems(container, resolve);
    return typeof segment === 'number' && items ? items[segment] : undefined;
  }
  if (!Node.isObjectLiteralExpression(container)) return undefined;
  // The last property of a name wins, as at run time.
  for (const property of container.getProperties().toReversed()) {
    if (Node.isSpreadAssignment(property)) {
      const spread = resolve(property.getExpression());
      const value = childOf(spread, segment, resolve);
      if (value) return value;
      if (!Node.isObjectLiteralExpression(spread)) return undefined; // cannot tell what the spread holds
      continue;
    }
    if (Node.isShorthandPropertyAssignment(property) && property.getName() === String(segment)) {
      return constInitializer(property.getValueSymbol()) ?? property.getNameNode();
    }
    if (Node.isPropertyAssignment(property) && propertyName(property.getNameNode()) === String(segment)) {
      return property.getInitializer();
    }
  }
  return undefined;
}

function arrayItems(array: Node, resolve: (node: Node) => Node): Node[] | undefined {
  if (!Node.isArrayLiteralExpression(array)) return undefined;
  const items: Node[] = [];
  for (const element of array.getElements()) {
    if (!Node.isSpreadElement(element)) {
      items.push(element);
      continue;
    }
    const spread = arrayItems(resolve(element.getExpression()), resolve);
    if (!spread) return undefined;
    items.push(...spread);
  }
  return items;
}

function propertyName(name: Node): string | undefined {
  if (Node.isIdentifier(name) || Node.isPrivateIdentifier(name)) return name.getText();
  if (Node.isStringLiteral(name) || Node.isNoSubstitutionTemplateLiteral(name) || Node.isNumericLiteral(name)) return String(name.getLiteralValue());
  if (Node.isComputedPropertyName(name)) {
    const expression = name.getExpression();
    if (Node.isStringLiteral(expression) || Node.isNumericLiteral(expression)) return String(expression.getLiteralValue());
  }
  return undefined;
}

/** The text an expression always gives (literals, templates of constants), or undefined. */
export function staticText(node: Node, resolve: (node: Node) => Node): string | undefined {
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isNumericLiteral(node)) return String(node.getLiteralValue());
  if (!Node.isTemplateExpression(node)) return undefined;
  let text = node.getHead().compilerNode.text;
  for (const span of node.getTemplateSpans()) {
    const value = staticText(resolve(span.getExpression()), resolve);
    if (value === undefined) return undefined;
    text += value + span.getLiteral().compilerNode.text;
  }
  return text;
}

/** The text the parts give, with the value of each code; undefined when a value is unknown. */
export function textOfParts(parts: readonly TextPart[], valueOfCode: (code: string) => string | undefined): string | undefined {
  let text = '';
  for (const part of parts) {
    const value = typeof part === 'string' ? part : valueOfCode(part.code);
    if (value === undefined) return undefined;
    text += value;
  }
  return text;
}

const abbreviate = (code: string): string => {
  const line = code.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
};

