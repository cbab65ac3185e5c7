import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { DownloadLink } from '../../components/DownloadLink';
import { Heading } from '../../components/Heading';
import { Text } from '../../components/Text';
import type { StoryCopy } from '../copy';
import * as styles from './Foundations.css';
import { customPropertiesOf, remInPixels, shownValue, type TokenValue } from './tokenTree';

export type FoundationsCopy = StoryCopy['foundations'];

/** What every Foundations page takes: its words in the toolbar's locale, and that locale's BCP 47 tag (numbers). */
export interface FoundationProps {
  copy: FoundationsCopy;
  intl: string;
}

/**
 * tokens.json (tokens/dtcg.ts writes it in public/, which Storybook serves): relative, so it
 * is found wherever the Storybook is published.
 */
export const tokensFileHref = 'tokens.json';

/** The link to tokens.json, for design tools. */
export function TokensFileLink({ words }: { words: FoundationsCopy['designTokens'] }) {
  return <DownloadLink href={tokensFileHref} fileName="tokens.json" type="application/json" label={words.download} />;
}

/**
 * A Foundations page: its title, what it is about, then its sections. A page of tokens
 * (`tokensFile`) links the file design tools load them from, and the page that says how
 * (unless it is that page: `tokensFileNote={false}`).
 */
export function FoundationPage({
  title,
  intro,
  tokensFile,
  tokensFileNote = true,
  children,
}: {
  title: string;
  intro: string;
  tokensFile?: FoundationsCopy['designTokens'];
  tokensFileNote?: boolean;
  children: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <header className={styles.section}>
        <Heading level={1}>{title}</Heading>
        <Text size="lg" tone="secondary">
          {intro}
        </Text>
        {tokensFile && (
          <div className={styles.tokensFile}>
            <TokensFileLink words={tokensFile} />
            {tokensFileNote && <Text tone="secondary">{tokensFile.forDesignTools}</Text>}
          </div>
        )}
      </header>
      {children}
    </article>
  );
}

/** A titled part of a page; its heading names what it holds (a table, a grid of icons). */
export function FoundationSection({ heading, intro, children }: { heading: string; intro?: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <div className={styles.section}>
      <Heading level={2} size="lg" id={headingId}>
        {heading}
      </Heading>
      {intro && <Text tone="secondary">{intro}</Text>}
      {children(headingId)}
    </div>
  );
}

type TokenTableProps = { columns: string[]; children: ReactNode } & (
  | { heading: string; intro?: string }
  /** A page's only table: it needs no heading of its own, the page's title names it. */
  | { label: string }
);

/** A table of tokens, one `TokenRow` each, under a heading of its own; `columns` head every column, the name's first. */
export function TokenTable(props: TokenTableProps) {
  const { columns, children } = props;
  // On a phone a wide table scrolls sideways inside its own region, not the page; the region
  // takes the keyboard's focus, so the arrow keys scroll it too.
  const table = (name: { 'aria-labelledby': string } | { 'aria-label': string }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.tableScroller} tabIndex={0} {...name}>
      <table className={styles.table} {...name}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headings are copy (two may read alike in some language); a column is its position
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
  if ('label' in props) return table({ 'aria-label': props.label });
  return (
    <FoundationSection heading={props.heading} intro={props.intro}>
      {(headingId) => table({ 'aria-labelledby': headingId })}
    </FoundationSection>
  );
}

/** One token: its name as code writes it heads the row, with its custom properties (`customPropertiesOf`) beneath; its cells follow. */
export function TokenRow({ name, customProperties = [], children }: { name: string; customProperties?: string[]; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">
        <code className={styles.code}>{name}</code>
        {customProperties.map((property) => (
          <code key={property} className={clsx(styles.code, styles.aside)}>
            {property}
          </code>
        ))}
      </th>
      {children}
    </tr>
  );
}

/** A token's value as code writes it, and in pixels when it is in rem. */
export function TokenValueCell({ value }: { value: TokenValue }) {
  const pixels = remInPixels(value);
  return (
    <td>
      <code className={styles.code}>{shownValue(value)}</code>
      {pixels && <span className={styles.aside}>{pixels}</span>}
    </td>
  );
}

/** A row for each token of a flat token object: its name, its value and, when given, its sample (or what it means). */
export function TokenRows<Key extends string>({
  name,
  tokens,
  sample,
}: {
  /** The token object's name in code ("radii"). */
  name: string;
  tokens: Record<Key, TokenValue>;
  sample?: (key: Key) => ReactNode;
}) {
  return (Object.entries(tokens) as Array<[Key, TokenValue]>).map(([key, value]) => (
    <TokenRow key={key} name={`${name}.${key}`} customProperties={customPropertiesOf(`${name}.${key}`)}>
      <TokenValueCell value={value} />
      {sample && <td>{sample(key)}</td>}
    </TokenRow>
  ));
}

/** A page of one token object: each token's name, its value and, when given, its sample. */
export function TokenScalePage<Key extends string>({
  name,
  tokens,
  words,
  copy,
  sample,
}: {
  name: string;
  tokens: Record<Key, TokenValue>;
  words: { title: string; intro: string };
  copy: FoundationsCopy;
  sample?: (key: Key) => ReactNode;
}) {
  const { columns } = copy;
  return (
    <FoundationPage title={words.title} intro={words.intro} tokensFile={copy.designTokens}>
      <TokenTable label={words.title} columns={sample ? [columns.name, columns.value, columns.sample] : [columns.name, columns.value]}>
        <TokenRows name={name} tokens={tokens} sample={sample} />
      </TokenTable>
    </FoundationPage>
  );
}
