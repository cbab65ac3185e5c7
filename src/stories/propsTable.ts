/**
 * What the props tables (a docs page's table, its subcomponents' tabs, each story's Controls
 * panel) tell a designer, made true where Storybook's reading of react-docgen is not:
 *
 * - Types: Storybook prints a union's type as the word `union` and a type it cannot name as
 *   `ReadonlyArray` or `Readonly`, while react-docgen has read the text (`'div' | 'li'`,
 *   `ReadonlyArray<FaqItem>`): the table shows that text, or a union of literals as its list.
 * - Controls: a control edits an arg as text or JSON. For a React element or a function that
 *   is its source code, and for copy (args the locale toolbar translates, `localized`) it is
 *   the English text while the canvas shows another language: none of these get a control.
 *
 * `.storybook/preview.tsx` installs both (`extractArgTypes`, `withoutCopyOrElementControls`);
 * `tests/unit/storybookDocs.test.ts` reads every table through `propsTableRows` and fails on
 * any `propsTableProblems`.
 */
import { INTERNAL_DEFAULT_PROJECT_ANNOTATIONS } from '@storybook/react-vite';
import type { ArgTypesEnhancer, InputType, SBType, StrictArgTypes, StrictInputType } from 'storybook/internal/types';
import { isValidElement } from 'react';
import { translatedArgs } from './localized';

type ArgTypeMap = Record<string, StrictInputType>;

/** Storybook's own reading of a component's react-docgen info (its React renderer's `docs.extractArgTypes`). */
const storybookExtractArgTypes = INTERNAL_DEFAULT_PROJECT_ANNOTATIONS.parameters?.docs?.extractArgTypes as
  | ((component: unknown) => ArgTypeMap | null)
  | undefined;
if (!storybookExtractArgTypes) throw new Error('@storybook/react no longer provides parameters.docs.extractArgTypes: see src/stories/propsTable.ts');

/** react-docgen's source text of a type, as one line without its comments (an object type's members keep their TSDoc there). */
export const typeSource = (raw: string): string =>
  raw
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/[^\n]*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** A literal as TypeScript writes it: `'div'`, `3`. */
const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/**
 * The text of a type a props table should show. Storybook shows a TypeScript type by its
 * kind or its name alone (`union`, `ReadonlyArray`, `NonNullable['columns']`); react-docgen
 * read its source: a union of literals shows as its list (`'div' | 'li'`, also for `keyof
 * typeof styles`), any other type as that source (`ReadonlyArray<FaqItem>`).
 */
export function typeText(type: SBType | undefined, shown: string | undefined): string | undefined {
  if (type?.name === 'enum' && type.value.length > 0) return type.value.map(literal).join(' | ');
  if (type?.raw) return typeSource(type.raw);
  return shown;
}

/** A value edited as text or JSON would show its source: a React element, a function, a list of elements. */
export const isElementOrFunction = (value: unknown): boolean =>
  typeof value === 'function' || isValidElement(value) || (Array.isArray(value) && value.some((item) => isValidElement(item)));

/** Types a control cannot edit: React content, functions, refs. */
const elementOrFunctionType = /\bReact(Node|Element|Portal)\b|\bJSX\.Element\b|=>|^function$|^(Ref|RefObject|ForwardedRef)<|^Ref$/;

/** A type that names values without listing them: a property of another type (`ButtonVariants['variant']`) or a union of names (`IconName | UiIconName`). */
const namedValuesType = /\['\w+'\]$|^[A-Z]\w*( \| [A-Z]\w*)+$/;

/** The control a row shows (false for none): what `argTypes` say, else what Storybook infers from the type. */
const controlOf = (argType: InputType): string | false => {
  const { control } = argType;
  if (control === false) return false;
  if (typeof control === 'string') return control;
  if (control?.disable) return false;
  return control?.type ?? false;
};

/** Each argType with the type text react-docgen read, and no control for React content or functions. */
export function truthfulArgTypes(argTypes: ArgTypeMap): ArgTypeMap {
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const shown = argType.table?.type?.summary;
      const text = typeText(argType.type, shown);
      const table = text === shown ? argType.table : { ...argType.table, type: { ...argType.table?.type, summary: text } };
      const noControl = elementOrFunctionType.test(text ?? '') || argType.type?.name === 'function';
      return [name, { ...argType, table, ...(noControl && argType.control === undefined ? { control: false as const } : {}) }];
    }),
  );
}

/** `parameters.docs.extractArgTypes`: Storybook's reading of react-docgen, made true (every table: the docs page's, its subcomponents', each story's). */
export const extractArgTypes = (component: unknown): ArgTypeMap | null => {
  const argTypes = storybookExtractArgTypes(component);
  return argTypes && truthfulArgTypes(argTypes);
};

/**
 * An argTypes enhancer: no control for an arg the locale toolbar translates (copy:
 * `translatedArgs`, src/stories/localized.ts) nor for one whose value is a React element or
 * a function, unless the story gives it one itself.
 */
export const withoutCopyOrElementControls: ArgTypesEnhancer = ({ argTypes, initialArgs, parameters }) => {
  const copy = new Set(translatedArgs(parameters));
  const names = new Set([...Object.keys(argTypes), ...Object.keys(initialArgs ?? {})]);
  const enhanced: StrictArgTypes = { ...argTypes };
  for (const name of names) {
    const argType = argTypes[name];
    if (argType?.control !== undefined) continue;
    if (copy.has(name) || isElementOrFunction(initialArgs?.[name])) enhanced[name] = { ...argType, name, control: false };
  }
  return enhanced;
};

/** One row of a props table as a designer reads it. */
export interface PropsTableRow {
  /** The table: the component (or a subcomponent's tab) and the story whose Controls show it. */
  table: string;
  name: string;
  type: string | undefined;
  defaultValue: string | undefined;
  /** The control's kind, or false for none. */
  control: string | false;
  /** The arg's value in the story, as a control would edit it. */
  value: unknown;
  /** Copy: an arg the locale toolbar translates (`translatedArgs`). */
  copy: boolean;
}

/**
 * The rows of one table: its argTypes (those Storybook shows: not `table.disable`), with the
 * story's args and parameters for a story's table, without for a subcomponent's tab (no controls).
 */
export function propsTableRows(
  table: string,
  argTypes: Record<string, InputType>,
  story?: { args: Record<string, unknown>; parameters: Record<string, unknown> },
): PropsTableRow[] {
  const copy = new Set(story ? translatedArgs(story.parameters) : []);
  return Object.entries(argTypes)
    .filter(([, argType]) => !argType.table?.disable)
    .map(([name, argType]) => {
      const type = argType.table?.type?.summary ?? (typeof argType.type === 'string' ? argType.type : argType.type?.name);
      return {
        table,
        name,
        type,
        defaultValue: argType.table?.defaultValue?.summary ?? undefined,
        control: story ? controlOf(argType) : false,
        value: story?.args[name],
        copy: copy.has(name),
      };
    });
}

/** A type Storybook named by its kind, or `unknown` anywhere in it (not as a quoted literal). */
const unreadType = /^(union|enum|intersection|other)$|(^|[^'"\w])unknown([^'"\w]|$)/;

/**
 * What a row must not say: a type read as `union` or `unknown` (or none), a control that edits
 * React content or a function, or copy (its control would show English in every language).
 */
export function propsTableProblems(rows: readonly PropsTableRow[]): string[] {
  return rows.flatMap((row) => {
    const where = `${row.table}: ${row.name}`;
    const problems: string[] = [];
    if (!row.type) problems.push(`${where} has no type`);
    else if (unreadType.test(row.type)) problems.push(`${where} reads "${row.type}"`);
    if (row.control && (isElementOrFunction(row.value) || elementOrFunctionType.test(row.type ?? ''))) {
      problems.push(`${where} has a ${row.control} control for a React element or function`);
    } else if (row.control && row.copy) problems.push(`${where} has a ${row.control} control for copy the locale toolbar translates`);
    else if (row.control === 'object' && namedValuesType.test(row.type ?? '')) problems.push(`${where} edits ${row.type} as JSON: give it options`);
    return problems;
  });
}

/** The figures of issue #26: rows, rows with a default, rows reading union or unknown, controls for React elements or functions, and for copy. */
export function propsTableFigures(rows: readonly PropsTableRow[]) {
  const problems = (row: PropsTableRow) => propsTableProblems([row]);
  return {
    rows: rows.length,
    withDefault: rows.filter((row) => row.defaultValue !== undefined).length,
    unionOrUnknown: rows.filter((row) => problems(row).some((problem) => problem.includes(' reads '))).length,
    elementControls: rows.filter((row) => problems(row).some((problem) => problem.includes('React element'))).length,
    copyControls: rows.filter((row) => problems(row).some((problem) => problem.includes('for copy'))).length,
  };
}
