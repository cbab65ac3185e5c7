import { breakpoints, headerBreakpoints, headerQuery, mediaQuery } from '../../../tokens';
import { FoundationPage, type FoundationProps, TokenRows, TokenTable } from './FoundationPage';

/**
 * The page's breakpoints (widths of the window) and the header's own (widths of the header,
 * read by container queries), each with what changes there; then the conditions the style
 * files write from them.
 */
export function BreakpointsFoundation({ copy }: FoundationProps) {
  const { columns, breakpoints: words } = copy;
  const widthColumns = [columns.name, columns.width, columns.meaning];
  const conditionColumns = [columns.name, columns.condition];
  return (
    <FoundationPage title={words.title} intro={words.intro} tokensFile={copy.designTokens}>
      <TokenTable heading={words.page} columns={widthColumns}>
        <TokenRows name="breakpoints" tokens={breakpoints} sample={(name) => words.meanings[name]} />
      </TokenTable>
      <TokenTable heading={words.header} columns={widthColumns}>
        <TokenRows name="headerBreakpoints" tokens={headerBreakpoints} sample={(name) => words.meanings[name]} />
      </TokenTable>
      <TokenTable heading={words.mediaQueries} columns={conditionColumns}>
        <TokenRows name="mediaQuery" tokens={mediaQuery} />
      </TokenTable>
      <TokenTable heading={words.headerQueries} columns={conditionColumns}>
        <TokenRows name="headerQuery" tokens={headerQuery} />
      </TokenTable>
    </FoundationPage>
  );
}
