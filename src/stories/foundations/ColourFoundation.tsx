import { clsx } from 'clsx';
import { type ColorRole, color, contrastPairs, palette } from '../../../tokens';
import { type ContrastPair, contrastOf } from '../../../tokens/contrast';
import { FoundationPage, type FoundationProps, type FoundationsCopy, TokenRow, TokenRows, TokenTable } from './FoundationPage';
import * as styles from './Foundations.css';
import { customPropertiesOf, tokenLeaves } from './tokenTree';

const roleName = (role: ColorRole) => `color.${role}`;
/** Which palette entry a role takes ("#15232a" -> "palette.ink900"); a role of its own (a translucent scrim) has none. */
const paletteNames = new Map<string, string>(Object.entries(palette).map(([name, value]) => [value, `palette.${name}`]));

/** A ratio as WCAG writes it, cut (not rounded) to two decimals so a ratio just under the bar never reads as reaching it. */
function formatRatio(ratio: number, intl: string): string {
  const number = new Intl.NumberFormat(intl, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return `${number.format(Math.floor(ratio * 100) / 100)}:1`;
}

/** The colour roles, the contrast of every pair tokens/color.ts declares (`contrastPairs`), and the palette. */
export function ColourFoundation({ copy, intl }: FoundationProps) {
  const { columns, colour } = copy;
  return (
    <FoundationPage title={colour.title} intro={colour.intro} tokensFile={copy.designTokens}>
      <TokenTable heading={colour.roles} columns={[columns.name, columns.value, columns.colour]}>
        {tokenLeaves('', color).map(([role, value]) => {
          const paletteName = paletteNames.get(String(value));
          return (
            <TokenRow key={role} name={roleName(role as ColorRole)} customProperties={customPropertiesOf(roleName(role as ColorRole))}>
              <td>
                <code className={styles.code}>{value}</code>
                {paletteName && <code className={clsx(styles.code, styles.aside)}>{paletteName}</code>}
              </td>
              <td>
                <span className={styles.roleSwatch[role as ColorRole]} />
              </td>
            </TokenRow>
          );
        })}
      </TokenTable>
      <TokenTable
        heading={colour.contrast}
        columns={[colour.foreground, colour.background, colour.use, columns.sample, colour.ratio, colour.required, colour.result]}
      >
        {contrastPairs.map((pair) => (
          <ContrastRow key={`${pair.foreground} ${pair.background} ${pair.over ?? ''}`} pair={pair} copy={copy} intl={intl} />
        ))}
      </TokenTable>
      <TokenTable heading={colour.palette} columns={[columns.name, columns.value, columns.colour]}>
        <TokenRows name="palette" tokens={palette} sample={(name) => <span className={styles.paletteSwatch[name]} />} />
      </TokenTable>
    </FoundationPage>
  );
}

function ContrastRow({ pair, copy, intl }: { pair: ContrastPair; copy: FoundationsCopy; intl: string }) {
  const { colour } = copy;
  const { ratio, required, passes } = contrastOf(pair);
  const sample = (
    <span className={clsx(styles.roleBackground[pair.background], styles.contrastSample[pair.foreground], pair.use === 'large-text' && styles.largeText)}>
      {pair.use === 'ui' ? <span className={styles.uiMark[pair.foreground]} /> : colour.sampleText}
    </span>
  );
  return (
    <TokenRow name={roleName(pair.foreground)}>
      <td>
        <code className={styles.code}>{roleName(pair.background)}</code>
        {pair.over && (
          <span className={styles.aside}>
            {colour.over} <code className={styles.code}>{roleName(pair.over)}</code>
          </span>
        )}
      </td>
      <td>{colour.uses[pair.use]}</td>
      <td>
        {/* A translucent background is drawn over the surface it is checked on. */}
        <span className={clsx(styles.contrastFrame, pair.over && styles.roleBackground[pair.over])}>{sample}</span>
      </td>
      <td>{formatRatio(ratio, intl)}</td>
      <td>{formatRatio(required, intl)}</td>
      <td className={passes ? styles.verdict.passes : styles.verdict.fails}>{passes ? colour.passes : colour.fails}</td>
    </TokenRow>
  );
}
