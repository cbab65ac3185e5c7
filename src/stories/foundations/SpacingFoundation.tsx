import { size, space } from '../../../tokens';
import { FoundationPage, type FoundationProps, TokenRows, TokenTable } from './FoundationPage';
import * as styles from './Foundations.css';

/** The spacing steps, each drawn as a bar of its length, and the column and target sizes. */
export function SpacingFoundation({ copy }: FoundationProps) {
  const { columns, spacing } = copy;
  return (
    <FoundationPage title={spacing.title} intro={spacing.intro} tokensFile={copy.designTokens}>
      <TokenTable heading={spacing.space} columns={[columns.name, columns.value, columns.sample]}>
        <TokenRows name="space" tokens={space} sample={(step) => <span className={styles.spaceBar[step]} />} />
      </TokenTable>
      <TokenTable heading={spacing.sizes} intro={spacing.sizesIntro} columns={[columns.name, columns.value]}>
        <TokenRows name="size" tokens={size} />
      </TokenTable>
    </FoundationPage>
  );
}
