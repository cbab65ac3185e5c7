import { type StatCardVariants, label, statCard, value } from './StatCard.css';

/** A headline figure and what it counts. */
export interface Stat {
  value: string;
  label: string;
}

export interface StatCardProps extends Stat {
  /** `light` (default) on a light band, `dark` on the brand band. */
  tone?: StatCardVariants['tone'];
  as?: 'div' | 'li';
}

/**
 * A headline figure. The label is read first (it names the figure), the value shown large.
 *
 * Use it for figures a page's case rests on, usually four in a Grid. Not for a figure within a
 * sentence, nor for tables of data.
 */
export function StatCard({ value: figure, label: caption, tone, as: Tag = 'div' }: StatCardProps) {
  return (
    <Tag className={statCard({ tone })}>
      <span className={label}>{caption}</span>
      <span className={value}>{figure}</span>
    </Tag>
  );
}
