import { radii, shadows, zIndex } from '../../../tokens';
import { type FoundationProps, TokenScalePage } from './FoundationPage';
import * as styles from './Foundations.css';

/** The corner radii, each on a sample shape. */
export function RadiiFoundation({ copy }: FoundationProps) {
  return <TokenScalePage name="radii" tokens={radii} words={copy.radii} copy={copy} sample={(key) => <span className={styles.radiusSample[key]} />} />;
}

/** The shadows, each under a raised sample. */
export function ShadowsFoundation({ copy }: FoundationProps) {
  return <TokenScalePage name="shadows" tokens={shadows} words={copy.shadows} copy={copy} sample={(key) => <span className={styles.shadowSample[key]} />} />;
}

/** The stacking layers, in the order tokens/zIndex.ts declares them (lowest first). */
export function ZIndexFoundation({ copy }: FoundationProps) {
  return <TokenScalePage name="zIndex" tokens={zIndex} words={copy.zIndex} copy={copy} />;
}
