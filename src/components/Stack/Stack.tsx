import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type GridVariants, type StackVariants, grid, stack } from './Stack.css';

export interface StackProps {
  /** `column` (default), or a `row` that wraps onto the next line when it runs out of width. */
  direction?: StackVariants['direction'];
  /** The space between children, a spacing token. Default: md. */
  gap?: StackVariants['gap'];
  /** Alignment across the direction (a row's children are centred by default). */
  align?: StackVariants['align'];
  as?: 'div' | 'ul' | 'ol';
  className?: string;
  children: ReactNode;
}

/**
 * Children in a column (or a wrapping row) with token spacing between them.
 *
 * Use it for the space between siblings, rather than margins on them. For items that line up
 * in columns, use `Grid` (this module).
 */
export function Stack({ as: Tag = 'div', direction, gap, align, className, children }: StackProps) {
  return (
    <Tag className={clsx(stack({ direction, gap, align }), className)} role={Tag === 'div' ? undefined : 'list'}>
      {children}
    </Tag>
  );
}

export interface GridProps {
  /** Columns on wide screens (1 to 4); two from the tablet width, one on phones. Default: 3. */
  columns?: GridVariants['columns'];
  /** Two columns even on phones, for short items such as figures. */
  dense?: GridVariants['dense'];
  as?: 'div' | 'ul' | 'ol';
  className?: string;
  children: ReactNode;
}

/**
 * A responsive grid: one column on phones, up to `columns` on wide screens.
 *
 * Use it for peer items that line up in columns (cards, figures); `dense` keeps two columns on
 * phones for short items.
 */
export function Grid({ as: Tag = 'div', columns, dense, className, children }: GridProps) {
  return (
    <Tag className={clsx(grid({ columns, dense }), className)} role={Tag === 'div' ? undefined : 'list'}>
      {children}
    </Tag>
  );
}
