import { customPropertyName, themeTokens } from '../../../tokens/customProperties';
import { designTokens, type DtcgGroup, tokensJsonPath } from '../../../tokens/dtcg';
import { tokenLeaves } from '../../../tokens/tree';
import { Text } from '../../components/Text';
import { FoundationPage, FoundationSection, type FoundationProps, TokenRow, TokenTable, TokenValueCell } from './FoundationPage';
import * as styles from './Foundations.css';
import { remInPixels, shownValue } from './tokenTree';

/** A group of tokens.json: its path, its DTCG type and how many tokens it holds. */
interface FileGroup {
  path: string;
  type: string;
  count: number;
}

/** The groups of the file that hold tokens of one type (motion's two, each on its own). */
function groupsOf(node: DtcgGroup, prefix = ''): FileGroup[] {
  return Object.entries(node)
    .filter(([name, child]) => !name.startsWith('$') && typeof child === 'object')
    .flatMap(([name, child]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      const group = child as DtcgGroup;
      return typeof group.$type === 'string' ? [{ path, type: group.$type, count: countTokens(group) }] : groupsOf(group, path);
    });
}

/** How many tokens a group holds: each object with a `$value`, in it or in its groups. */
function countTokens(group: DtcgGroup): number {
  return Object.entries(group)
    .filter(([name, child]) => !name.startsWith('$') && typeof child === 'object')
    .reduce((count, [, child]) => count + ('$value' in (child as object) ? 1 : countTokens(child as DtcgGroup)), 0);
}

const isInStylesheet = (path: string) => (path.split('.')[0] ?? '') in themeTokens;
const fileGroups = () => groupsOf(designTokens());

/** Tokens whose custom property the page shows as examples: a role, a step of the scale, a group's leaf. */
const examples = ['color.action.primary', 'space.md', 'fontSize.md.lineHeight'] as const;
const valueAt = (path: string) => tokenLeaves('', themeTokens).find(([leaf]) => leaf === path)?.[1] ?? '';

/** What the page shows that is code, the same in every locale: group paths, types, counts, custom properties, values. */
export function designTokensCodeTexts(): string[] {
  return [
    ...fileGroups().flatMap(({ path, type, count }) => [path, type, String(count), `${customPropertyName(path)}-*`]),
    tokensJsonPath,
    ...examples.flatMap((path) => [path, customPropertyName(path), shownValue(valueAt(path)), remInPixels(valueAt(path)) ?? '']),
  ];
}

/**
 * tokens.json for design tools: the link to it, what it holds (each group with its DTCG type
 * and its custom properties), how to load it in Tokens Studio for Figma, and how the
 * browser names the theme's tokens.
 */
export function DesignTokensFoundation({ copy }: FoundationProps) {
  const { columns, designTokens: words } = copy;
  const groups = fileGroups();
  return (
    <FoundationPage title={words.title} intro={words.intro} tokensFile={words} tokensFileNote={false}>
      <TokenTable heading={words.contents} intro={words.contentsIntro} columns={[words.group, words.type, words.count, words.customProperties]}>
        {groups.map(({ path, type, count }) => (
          <TokenRow key={path} name={path}>
            <td>
              <code className={styles.code}>{type}</code>
            </td>
            <td>{count}</td>
            <td>{isInStylesheet(path) ? <code className={styles.code}>{`${customPropertyName(path)}-*`}</code> : words.notInStylesheet}</td>
          </TokenRow>
        ))}
      </TokenTable>
      <FoundationSection heading={words.tokensStudio}>
        {(headingId) => (
          <>
            <ol className={styles.steps} aria-labelledby={headingId}>
              {words.steps.map((step) => (
                <li key={step}>
                  <Text as="span">{step}</Text>
                </li>
              ))}
            </ol>
            <Text>
              {words.filePath} <code className={styles.code}>{tokensJsonPath}</code>
            </Text>
            <Text tone="secondary">{words.editInCode}</Text>
          </>
        )}
      </FoundationSection>
      <TokenTable heading={words.inBrowser} intro={words.inBrowserIntro} columns={[columns.name, words.property, columns.value]}>
        {examples.map((path) => (
          <TokenRow key={path} name={path}>
            <td>
              <code className={styles.code}>{customPropertyName(path)}</code>
            </td>
            <TokenValueCell value={valueAt(path)} />
          </TokenRow>
        ))}
      </TokenTable>
    </FoundationPage>
  );
}
