import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type GridVariants, type StackVariants, grid, stack } from './Stack.css';

export interface StackProps extends StackVariants {
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

export interface GridProps extends GridVariants {
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
