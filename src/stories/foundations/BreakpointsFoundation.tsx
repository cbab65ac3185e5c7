import { breakpoints, headerBreakpoints, headerQuery, mediaQuery } from '../../../tokens';
import { FoundationPage, type FoundationProps, TokenRow, TokenRows, TokenTable, TokenValueCell } from './FoundationPage';

/**
 * The page's breakpoints (widths of the window) and the header's own (widths of the header,
 * read by container queries), each with what changes there; then the conditions the style
 * files write from them.
 */
export function BreakpointsFoundation({ copy }: FoundationProps) {
  const { columns, breakpoints: words } = copy;
  const widthColumns = [columns.name, columns.width, columns.meaning];
  return (
    <FoundationPage title={words.title} intro={words.intro}>
      <TokenTable heading={words.page} columns={widthColumns}>
        {Object.entries(breakpoints).map(([name, width]) => (
          <TokenRow key={name} name={`breakpoints.${name}`}>
            <TokenValueCell value={width} />
            <td>{words.meanings[name as keyof typeof breakpoints]}</td>
          </TokenRow>
        ))}
      </TokenTable>
      <TokenTable heading={words.header} columns={widthColumns}>
        {Object.entries(headerBreakpoints).map(([name, width]) => (
          <TokenRow key={name} name={`headerBreakpoints.${name}`}>
            <TokenValueCell value={width} />
            <td>{words.meanings[name as keyof typeof headerBreakpoints]}</td>
          </TokenRow>
        ))}
      </TokenTable>
      <TokenTable heading={words.mediaQueries} columns={[columns.name, columns.condition]}>
        <TokenRows name="mediaQuery" tokens={mediaQuery} />
      </TokenTable>
      <TokenTable heading={words.headerQueries} columns={[columns.name, columns.condition]}>
        <TokenRows name="headerQuery" tokens={headerQuery} />
      </TokenTable>
    </FoundationPage>
  );
}
