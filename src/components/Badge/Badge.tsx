import type { ReactNode } from 'react';
import { type BadgeVariants, badge } from './Badge.css';

export interface BadgeProps {
  /** `brand` (default) for a category, `success` or `accent` for a status, `neutral` for a fact such as a file size. */
  tone?: BadgeVariants['tone'];
  children: ReactNode;
}

/**
 * A short label on a pill: a category, a status, a file size.
 *
 * Use it for one or two words that classify what it sits beside. Not for actions (it cannot be
 * pressed: Button) nor for sentences (Text). The tone carries meaning only with its words.
 */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
