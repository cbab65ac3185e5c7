import { fallbackFontMetrics, fontFamily, fontSize, fontWeight, letterSpacing } from '../../../tokens';
import { FoundationPage, type FoundationProps, TokenRow, TokenRows, TokenTable, TokenValueCell } from './FoundationPage';
import * as styles from './Foundations.css';
import { customPropertiesOf } from './tokenTree';

/** The type scale, weights, families and letter spacing, each with a sample line, and the fallback font's metrics. */
export function TypographyFoundation({ copy }: FoundationProps) {
  const { columns, typography } = copy;
  const sampleColumns = [columns.name, columns.value, columns.sample];
  const sampleIn = (className: string) => <span className={className}>{typography.sample}</span>;
  return (
    <FoundationPage title={typography.title} intro={typography.intro} tokensFile={copy.designTokens}>
      <TokenTable heading={typography.scale} columns={[columns.name, columns.size, columns.lineHeight, columns.sample]}>
        {Object.entries(fontSize).map(([step, { size, lineHeight }]) => (
          <TokenRow key={step} name={`fontSize.${step}`} customProperties={customPropertiesOf(`fontSize.${step}`)}>
            <TokenValueCell value={size} />
            <TokenValueCell value={lineHeight} />
            <td>{sampleIn(styles.fontSizeSample[step as keyof typeof fontSize])}</td>
          </TokenRow>
        ))}
      </TokenTable>
      <TokenTable heading={typography.weights} columns={sampleColumns}>
        <TokenRows name="fontWeight" tokens={fontWeight} sample={(key) => sampleIn(styles.fontWeightSample[key])} />
      </TokenTable>
      <TokenTable heading={typography.families} columns={sampleColumns}>
        <TokenRows name="fontFamily" tokens={fontFamily} sample={(key) => sampleIn(styles.fontFamilySample[key])} />
      </TokenTable>
      <TokenTable heading={typography.letterSpacing} columns={sampleColumns}>
        <TokenRows name="letterSpacing" tokens={letterSpacing} sample={(key) => sampleIn(styles.letterSpacingSample[key])} />
      </TokenTable>
      <TokenTable heading={typography.fallback} intro={typography.fallbackIntro} columns={[columns.name, columns.value]}>
        <TokenRows name="fallbackFontMetrics" tokens={fallbackFontMetrics} />
      </TokenTable>
    </FoundationPage>
  );
}
