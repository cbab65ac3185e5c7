import type { ReactNode } from 'react';
import { column, layout } from './SplitLayout.css';

export interface SplitLayoutProps {
  /** The wider, primary column (first in reading order). */
  main: ReactNode;
  /** The narrower supporting column; below the main one on phones and tablets. */
  side: ReactNode;
}

/**
 * Two columns on wide screens (3:2), one after the other below that.
 *
 * Use it for a main content and what supports it (a form and the reasons to send it). Not for
 * items of equal weight (Grid).
 */
export function SplitLayout({ main, side }: SplitLayoutProps) {
  return (
    <div className={layout}>
      <div className={column}>{main}</div>
      <div className={column}>{side}</div>
    </div>
  );
}
