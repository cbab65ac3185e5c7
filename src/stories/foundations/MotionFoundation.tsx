import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { motion } from '../../../tokens';
import { Button } from '../../components/Button';
import { FoundationPage, type FoundationProps, TokenRows, TokenTable } from './FoundationPage';
import * as styles from './Foundations.css';

/** The durations (each on the standard easing) and the easings (each over the slow duration), each with a sample to play. */
export function MotionFoundation({ copy }: FoundationProps) {
  const { columns, motion: words } = copy;
  const motionColumns = [columns.name, columns.value, columns.sample];
  return (
    <FoundationPage title={words.title} intro={words.intro} tokensFile={copy.designTokens}>
      <TokenTable heading={words.durations} columns={motionColumns}>
        <TokenRows
          name="motion.duration"
          tokens={motion.duration}
          sample={(key) => <MotionSample dotClass={styles.durationDot[key]} label={words.play} token={`motion.duration.${key}`} />}
        />
      </TokenTable>
      <TokenTable heading={words.easings} columns={motionColumns}>
        <TokenRows
          name="motion.easing"
          tokens={motion.easing}
          sample={(key) => <MotionSample dotClass={styles.easingDot[key]} label={words.play} token={`motion.easing.${key}`} />}
        />
      </TokenTable>
    </FoundationPage>
  );
}

/** A toggle that sends a dot across its track and back with the token's transition; under reduced motion the dot jumps. */
function MotionSample({ dotClass, label, token }: { dotClass: string; label: string; token: string }) {
  const [atEnd, setAtEnd] = useState(false);
  const tokenId = useId();
  return (
    <span className={styles.motionSample}>
      <Button variant="secondary" size="sm" aria-pressed={atEnd} aria-describedby={tokenId} onClick={() => setAtEnd((value) => !value)}>
        {label}
      </Button>
      <code id={tokenId} hidden>
        {token}
      </code>
      <span className={styles.motionTrack}>
        <span className={clsx(dotClass, atEnd && styles.dotAtEnd)} />
      </span>
    </span>
  );
}
